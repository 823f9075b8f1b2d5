import { DEFAULT_LANGUAGE } from '@bridgehub/contract';
import { useLingui } from '@lingui/react';
import { useContext } from 'react';
import { formatEventDateFor, offsetAt, RenderedOffsets, useDisplayTimeZone } from '../lib/format-date.ts';

/**
 * An event's date, in the zone it is shown in and the page's language. Only this text renders again when a hydrated
 * page turns to the visitor's zone, not the screen around it: a screen rendered again before its lazy parts have
 * hydrated has React draw them anew, which drops what was typed into a form there.
 */
export function EventDate({ utc, long = false }: { utc: string; long?: boolean }) {
  const timeZone = useDisplayTimeZone();
  const renderedOffsets = useContext(RenderedOffsets);
  const { i18n } = useLingui();
  if (i18n.locale !== DEFAULT_LANGUAGE) {
    // Intl's text in the server's ICU and the browser's may differ by a space's kind; the browser's own replaces the
    // server's right after hydration, as the visitor's zone does.
    return <span suppressHydrationWarning>{formatEventDateFor(i18n.locale, utc, timeZone, long)}</span>;
  }
  if (renderedOffsets && timeZone !== undefined) renderedOffsets.set(utc, offsetAt(utc, timeZone));
  return formatEventDateFor(i18n.locale, utc, timeZone, long);
}
