import type { AccommodationWindow } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Typography from '@mui/material/Typography';
import { formatDayLong } from '../../lib/format-date.ts';

/** Whether the time to ask for accommodations has closed: asked now, a request is recorded but not promised. */
export const isAccommodationLate = (window: AccommodationWindow, now = Date.now()) =>
  now >= Date.parse(window.ClosesAt);

/**
 * The event page says, above the registration form, that accommodations can be asked for with the registration and
 * until when (issue 22), in whole sentences with the day inside. It loads with the form, not with the page: the page's
 * first visit is at its budget.
 */
export function AccommodationNotice({ window, id }: { window: AccommodationWindow; id: string }) {
  const { t, i18n } = useLingui();
  const lastDay = formatDayLong(window.LastDay, i18n.locale);
  return (
    <Typography id={id}>
      {isAccommodationLate(window)
        ? t`Need an interpreter, live captioning or another accommodation to take part? You can still ask for it when you register, but the time to ask ended on ${lastDay}, so it may not be possible.`
        : t`Need an interpreter, live captioning or another accommodation to take part? Ask for it when you register, by ${lastDay}, and we will arrange it.`}
    </Typography>
  );
}
