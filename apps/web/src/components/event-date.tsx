import { useContext } from 'react';
import {
  formatEventDate,
  formatEventDateLong,
  offsetAt,
  RenderedOffsets,
  useDisplayTimeZone,
} from '../lib/format-date.ts';

/**
 * An event's date, in the zone it is shown in. Only this text renders again when a hydrated page turns to the visitor's
 * zone, not the screen around it: a screen rendered again before its lazy parts have hydrated has React draw them anew,
 * which drops what was typed into a form there.
 */
export function EventDate({ utc, long = false }: { utc: string; long?: boolean }) {
  const timeZone = useDisplayTimeZone();
  const renderedOffsets = useContext(RenderedOffsets);
  if (renderedOffsets && timeZone !== undefined) renderedOffsets.set(utc, offsetAt(utc, timeZone));
  return long ? formatEventDateLong(utc, timeZone) : formatEventDate(utc, timeZone);
}
