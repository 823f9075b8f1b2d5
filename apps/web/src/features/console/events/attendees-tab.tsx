import type { Attendee, StaffEvent } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { formatInstant } from '../../../lib/format-date.ts';
import { AddWalkInButton, CheckInButton } from '../components/check-in-actions.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DownloadButtons } from '../components/download-buttons.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { ATTENDEES_PAGE_SIZE, useCancelEventRegistration, useEventAttendees } from './api.ts';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DELAY_MS = 300;

/** Those holding a place, then the waitlist in order, then cancelled registrations; searchable by name or e-mail. */
export function AttendeesTab({ event }: { event: StaffEvent }) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const attendees = useEventAttendees(event.Id, search, page);
  const cancel = useCancelEventRegistration();
  const { ask, dialogProps } = useConfirmation();

  const askToCancel = (attendee: Attendee) =>
    ask({
      title: `Cancel ${attendee.Name || attendee.Email}'s registration?`,
      text:
        attendee.WaitlistPosition === null
          ? 'Their place goes to the first person on the waitlist, who is e-mailed at once.'
          : 'They leave the waitlist.',
      action: 'Cancel registration',
      isDestructive: true,
      onConfirm: () => cancel.mutate({ eventId: event.Id, registrationId: attendee.RegistrationId }),
    });

  return (
    <>
      <TextField
        label="Search attendees"
        type="search"
        value={typed}
        onChange={(change) => setTyped(change.target.value)}
        helperText="By name or e-mail."
        sx={{ mb: 2, width: { xs: '100%', sm: '24rem' } }}
      />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {event.CancelledAt === null ? <AddWalkInButton eventId={event.ExternalId} /> : null}
        <DownloadButtons endpoint="exportEventAttendees" id={event.Id} what="attendees" />
      </Box>
      <ErrorAlert message={cancel.error?.message} />
      <QueryState query={attendees} label="Loading attendees…">
        {(data) =>
          data === null || data.Total === 0 ? (
            <Typography role="status">
              {search ? `No attendee matches “${search}”.` : 'Nobody has registered yet.'}
            </Typography>
          ) : (
            <>
              <Typography role="status" sx={{ mb: 1 }}>
                {search
                  ? `${data.Total} matching “${search}”.`
                  : `${data.Total} ${data.Total === 1 ? 'registration' : 'registrations'}.`}
              </Typography>
              <Box
                component="ul"
                aria-label="Attendees"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {data.Items.map((attendee) => (
                  <AttendeeCard
                    key={attendee.RegistrationId}
                    attendee={attendee}
                    actions={
                      attendee.CancelledAt === null && event.CancelledAt === null ? (
                        <>
                          {attendee.WaitlistPosition === null && attendee.CheckedInAt === null ? (
                            <CheckInButton
                              eventId={event.ExternalId}
                              registrationId={attendee.RegistrationId}
                              name={attendee.Name || attendee.Email}
                            />
                          ) : null}
                          <Button size="small" color="error" variant="outlined" onClick={() => askToCancel(attendee)}>
                            Cancel registration
                          </Button>
                        </>
                      ) : null
                    }
                  />
                ))}
              </Box>
              <Pages
                page={page}
                total={data.Total}
                pageSize={ATTENDEES_PAGE_SIZE}
                onChange={setPage}
                label="Pages of attendees"
              />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog {...dialogProps} />
    </>
  );
}

function StatusChip({ attendee }: { attendee: Attendee }) {
  if (attendee.CancelledAt) return <Chip size="small" variant="outlined" label="Cancelled" />;
  if (attendee.WaitlistPosition !== null) {
    // Orange text would not pass contrast on white: the colour is the border's only.
    return (
      <Chip
        size="small"
        variant="outlined"
        label={`Waitlist #${attendee.WaitlistPosition}`}
        sx={{ borderColor: 'warning.main', borderWidth: 2 }}
      />
    );
  }
  if (attendee.CheckedInAt) return <Chip size="small" color="success" variant="outlined" label="Checked in" />;
  return <Chip size="small" color="primary" variant="outlined" label="Registered" />;
}

/** One registration; `actions` is the row's action area (the check-in station adds its own buttons there). */
function AttendeeCard({ attendee, actions }: { attendee: Attendee; actions: ReactNode }) {
  return (
    <Paper component="li" variant="outlined" aria-label={attendee.Name || attendee.Email} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {attendee.Name || attendee.Email}
        </Typography>
        <StatusChip attendee={attendee} />
        {attendee.IsWalkIn ? <Chip size="small" variant="outlined" label="Walk-in" /> : null}
      </Box>
      {attendee.Name ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {attendee.Email}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 0.5, columnGap: 2 }}
      >
        <Fact term="Registered">{formatInstant(attendee.RegisteredAt)}</Fact>
        <Fact term="Checked in">{attendee.CheckedInAt ? formatInstant(attendee.CheckedInAt) : 'Not yet'}</Fact>
        <Fact term="Survey">{attendee.HasCompletedSurvey ? 'Answered' : 'Not answered'}</Fact>
        {attendee.CancelledAt ? <Fact term="Cancelled">{formatInstant(attendee.CancelledAt)}</Fact> : null}
      </Box>
      {actions ? <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Paper>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 700 }}>
        {term}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
