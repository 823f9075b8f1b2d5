import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * A text of the contract's message tables, or one an answer of the API carried, in the page's language: the catalogs
 * hold the specification's texts by their English (lingui.config.ts), so the server's English answer is translated as
 * the screen's own text is. A text no loaded catalog holds (a refusal naming a field, staff-written content) is shown
 * as it came.
 */
export const translated = (i18n: I18n, text: string) => (i18n.messages[text] === undefined ? text : i18n._(text));

/** `translated` in the page's language, for a component. */
export const useTranslated = () => {
  const { i18n } = useLingui();
  return (text: string) => translated(i18n, text);
};
