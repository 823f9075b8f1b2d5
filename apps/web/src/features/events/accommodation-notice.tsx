import { type AccommodationWindow, accommodationMessages } from '@bridgehub/contract';
import Typography from '@mui/material/Typography';
import { formatDayLong } from '../../lib/format-date.ts';

/** Whether the time to ask for accommodations has closed: asked now, a request is recorded but not promised. */
export const isAccommodationLate = (window: AccommodationWindow, now = Date.now()) =>
  now >= Date.parse(window.ClosesAt);

/** The event page says that accommodations can be asked for with the registration, and until when (issue 22). */
export function AccommodationNotice({ window }: { window: AccommodationWindow }) {
  const lastDay = formatDayLong(window.LastDay);
  return (
    <Typography>
      {isAccommodationLate(window)
        ? accommodationMessages.pageLate(lastDay)
        : accommodationMessages.pageOnTime(lastDay)}
    </Typography>
  );
}
