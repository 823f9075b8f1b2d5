import { type AccommodationWindow, accommodationPageMessages } from '@bridgehub/contract';
import Typography from '@mui/material/Typography';
import { formatDayLong } from '../../lib/format-date.ts';

/** Whether the time to ask for accommodations has closed: asked now, a request is recorded but not promised. */
export const isAccommodationLate = (window: AccommodationWindow, now = Date.now()) =>
  now >= Date.parse(window.ClosesAt);

/**
 * The event page says, above the registration form, that accommodations can be asked for with the registration and
 * until when (issue 22). It loads with the form, not with the page: the page's first visit is at its budget.
 */
export function AccommodationNotice({ window, id }: { window: AccommodationWindow; id: string }) {
  const lastDay = formatDayLong(window.LastDay);
  return (
    <Typography id={id}>
      {isAccommodationLate(window)
        ? accommodationPageMessages.late(lastDay)
        : accommodationPageMessages.onTime(lastDay)}
    </Typography>
  );
}
