import type { CheckInOutcome } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-date.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddWalkIn, useCheckInAttendee } from '../lib/check-in.ts';
import { ErrorAlert } from './error-alert.tsx';
import { WalkInDialog } from './walk-in-dialog.tsx';

const outcomeText = (outcome: CheckInOutcome) =>
  outcome.Outcome === 'CheckedIn'
    ? `Checked in at ${formatTime(outcome.Attendee.CheckedInAt ?? new Date().toISOString())}`
    : `Already checked in at ${formatTime(outcome.Attendee.CheckedInAt ?? new Date().toISOString())}`;

/**
 * "Check in" for one registration (the event's attendees tab): checks in online and says the outcome beside the
 * button — "Already checked in at 10:02 AM" rather than an error.
 */
export function CheckInButton({
  eventId,
  registrationId,
  name,
}: {
  eventId: string;
  registrationId: number;
  name: string;
}) {
  const checkIn = useCheckInAttendee();
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          loading={checkIn.isPending}
          aria-label={`Check in ${name}`}
          onClick={() => checkIn.mutate({ EventId: eventId, RegistrationId: registrationId })}
        >
          Check in
        </Button>
        <Typography role="status">{checkIn.data ? outcomeText(checkIn.data) : ''}</Typography>
      </Box>
      <ErrorAlert message={checkIn.error?.message} />
    </Box>
  );
}

/** "Add a walk-in" and its dialog, online (the event's attendees tab); the station queues its own when offline. */
export function AddWalkInButton({ eventId }: { eventId: string }) {
  const [isOpen, setOpen] = useState(false);
  const addWalkIn = useAddWalkIn();
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Add a walk-in
      </Button>
      <WalkInDialog
        open={isOpen}
        onClose={() => setOpen(false)}
        onAdd={async (values) => {
          try {
            const outcome = await addWalkIn.mutateAsync({ EventId: eventId, ...values });
            toast.success(`${outcome.Attendee.Name}: ${outcomeText(outcome)}`);
            return null;
          } catch (error) {
            return (error as Error).message;
          }
        }}
      />
    </>
  );
}
