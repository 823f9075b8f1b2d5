import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { Fragment, type ReactNode } from 'react';

/** Marks where an element goes in the translated text: a private-use character no message holds. */
const MARK = '\u{F0000}';

/**
 * A message with elements in it (a link inside a sentence): a `msg` descriptor naming its placeholders in ICU
 * (`{link}`), and their values. Lingui translates and formats the message with a mark for each, and the elements take
 * the marks' places. Not the `<Trans>` macro: its renderer comes with @lingui/react's provider, so every first visit
 * would carry it (~1 KB gzipped) for the few screens that need one.
 */
export function RichText({ message, values }: { message: MessageDescriptor; values: Record<string, ReactNode> }) {
  const { i18n } = useLingui();
  const names = Object.keys(values);
  const marked = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return i18n
    ._({ ...message, values: marked })
    .split(MARK)
    .map((part, index) =>
      // Odd parts are the elements' indexes, between two marks.
      index % 2 === 1 ? <Fragment key={part}>{values[names[Number(part)] ?? '']}</Fragment> : part,
    );
}
