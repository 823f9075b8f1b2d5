import { CHECK_IN_SEARCH_MIN, type CheckInAttendee, checkInAttendeeRequestSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatInstant, formatTime } from '../../../lib/format-date.ts';
import { WalkInDialog } from '../components/walk-in-dialog.tsx';
import { QrScanner } from './qr-scanner.tsx';
import { searchRoster } from './search-roster.ts';
import { describeForDoor, StationResultPanel } from './station-result.tsx';
import { type StationResult, useStation } from './use-station.ts';

const statusLabel = (attendee: CheckInAttendee) => {
  switch (attendee.Status) {
    case 'CheckedIn':
      return attendee.CheckedInAt ? `Checked in at ${formatTime(attendee.CheckedInAt)}` : 'Checked in, pending';
    case 'Waitlisted':
      return 'On the waitlist';
    case 'Cancelled':
      return 'Cancelled';
    case 'Registered':
      return 'Registered';
  }
};

/** The endpoint's code, as typed: the station reads it (normalized, or refused when empty) before it is sent or queued. */
const codeFormSchema = checkInAttendeeRequestSchema.pick({ Code: true });

/**
 * `/console/check-in/:eventId`: the station at the door, built for a phone or tablet. Scan, type the code, or search
 * by name or e-mail (never the whole list); walk-ins; live counts. It keeps working offline (see useStation).
 */
export function CheckInStationPage() {
  const { eventId = '' } = useParams();
  const station = useStation(eventId);
  const [result, setResult] = useState<StationResult | null>(null);
  const [search, setSearch] = useState('');
  const codeForm = useForm({ resolver: zodResolver(codeFormSchema), defaultValues: { Code: '' } });
  const [isWalkInOpen, setWalkInOpen] = useState(false);

  if (station.isLoading) return <LoadingState label="Loading the attendee list…" />;
  if (station.loadError || !station.event) {
    return (
      <Alert severity="error" role="alert">
        {station.loadError ?? 'The attendee list could not be loaded.'}
      </Alert>
    );
  }
  const { event, counts } = station;
  const found = searchRoster(station.attendees, search);
  const show = async (outcome: Promise<StationResult>) => setResult(await outcome);

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Check-in: {event.Name}
      </Typography>
      <Typography color="text.secondary">
        {formatInstant(event.StartsAt)}
        {event.Location ? `, ${event.Location}` : ''}
      </Typography>
      {!event.IsToday && (
        <Alert severity="info" sx={{ mt: 2 }}>
          Check-in opens on the day of the event.
        </Alert>
      )}

      <Box
        component="dl"
        aria-label="Counts"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, my: 2 }}
      >
        {(
          [
            ['Registered', counts.Registered],
            ['Checked in', counts.CheckedIn],
            ['Waitlisted', counts.Waitlisted],
          ] as const
        ).map(([label, value]) => (
          <Paper key={label} variant="outlined" sx={{ p: 1.5, textAlign: 'center' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.75rem', fontWeight: 600 }}>
              {value.toLocaleString('en-US')}
            </Typography>
          </Paper>
        ))}
      </Box>

      <Box role="status" sx={{ mb: 2 }}>
        {station.isOnline ? (
          <Chip color="success" variant="outlined" label="Online" />
        ) : (
          <Alert severity="warning" role="none">
            Offline: check-ins are kept on this device and sent when the connection returns.
            {station.savedAt ? ` The list on this device is from ${formatTime(station.savedAt)}.` : ''}
          </Alert>
        )}
      </Box>

      <QrScanner onCode={(scanned) => void show(station.checkInByCode(scanned))} />

      <Box
        component="form"
        noValidate
        aria-label="Check in by code"
        onSubmit={codeForm.handleSubmit(({ Code }) => show(station.checkInByCode(Code)).then(() => codeForm.reset()))}
        sx={{ display: 'flex', gap: 1, mt: 2, alignItems: 'flex-start' }}
      >
        <FormTextField
          control={codeForm.control}
          name="Code"
          label="Check-in code"
          autoComplete="off"
          fullWidth
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, flexShrink: 0 }}>
          Check in
        </Button>
      </Box>

      <StationResultPanel result={result} />

      <TextField
        label="Search by name or e-mail"
        type="search"
        value={search}
        onChange={(changed) => setSearch(changed.target.value)}
        autoComplete="off"
        fullWidth
        helperText={`At least ${CHECK_IN_SEARCH_MIN} characters`}
        sx={{ mt: 3 }}
        slotProps={{ htmlInput: { maxLength: 200, spellCheck: false } }}
      />
      {search.trim().length >= CHECK_IN_SEARCH_MIN && (
        <>
          <Typography role="status" sx={{ mt: 1 }}>
            {found.length === 0 ? 'Nobody found.' : `${found.length} found.`}
          </Typography>
          <List aria-label="Attendees found">
            {found.map((attendee) => (
              <ListItem key={attendee.RegistrationId} divider sx={{ gap: 1, flexWrap: 'wrap', px: 0 }}>
                <ListItemText
                  primary={attendee.Name || attendee.Email}
                  secondary={[attendee.Email, statusLabel(attendee), describeForDoor(attendee.Accommodation)]
                    .filter(Boolean)
                    .join(' · ')}
                  sx={{ minWidth: 200 }}
                />
                <Button
                  variant={attendee.Status === 'Registered' ? 'contained' : 'outlined'}
                  size="large"
                  sx={{ minHeight: 48 }}
                  aria-label={`Check in ${attendee.Name || attendee.Email}`}
                  onClick={() => void show(station.checkIn(attendee))}
                >
                  Check in
                </Button>
              </ListItem>
            ))}
          </List>
        </>
      )}

      <Button
        variant="outlined"
        size="large"
        fullWidth
        sx={{ mt: 3, minHeight: 56 }}
        onClick={() => setWalkInOpen(true)}
      >
        Add a walk-in
      </Button>
      <WalkInDialog
        open={isWalkInOpen}
        onClose={() => setWalkInOpen(false)}
        onAdd={async (values) => {
          const outcome = await station.addWalkIn(values);
          if (outcome.kind === 'refused') return outcome.message;
          setResult(outcome);
          return null;
        }}
      />

      {station.pending.length > 0 && (
        <Box component="section" aria-labelledby="pending-heading" sx={{ mt: 3 }}>
          <Typography variant="h2" id="pending-heading" gutterBottom>
            Pending ({station.pending.length})
          </Typography>
          <Typography color="text.secondary">Kept on this device; sent when the connection returns.</Typography>
          <List aria-labelledby="pending-heading">
            {station.pending.map((operation) => (
              <ListItem key={operation.operationId} divider sx={{ px: 0 }}>
                <ListItemText
                  primary={operation.name}
                  secondary={`${operation.kind === 'addWalkIn' ? 'Walk-in' : 'Check-in'}, ${formatTime(operation.queuedAt)}`}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      )}
      {station.syncRefusals.length > 0 && (
        <Alert
          severity="error"
          role="alert"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" onClick={station.dismissSyncRefusals}>
              Dismiss
            </Button>
          }
        >
          Not checked in when sent:{' '}
          {station.syncRefusals.map((refusal) => `${refusal.name}: ${refusal.message}`).join('; ')}
        </Alert>
      )}
    </Box>
  );
}
