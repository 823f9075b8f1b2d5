import { accommodationMessages, describeAccommodation, type StationAccommodation } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { formatTime } from '../../../lib/format-date.ts';
import type { StationResult } from './use-station.ts';

/** The last action's outcome, large, in words and icon as well as colour; a refusal is an alert, the rest a status. */
export function StationResultPanel({ result }: { result: StationResult | null }) {
  return (
    <>
      <Box role="status" aria-live="polite">
        {result && result.kind !== 'refused' && <OutcomeAlert result={result} />}
      </Box>
      <Box role="alert">{result?.kind === 'refused' && <OutcomeAlert result={result} />}</Box>
    </>
  );
}

/**
 * What the attendee asked for at registration and where it stands, so the door can direct them (issue 22); a copy of
 * the list saved before requests were shown has none.
 */
export const describeForDoor = (accommodation: StationAccommodation | null | undefined) =>
  accommodation
    ? `Asked for: ${describeAccommodation(accommodation).join('; ')} (${accommodationMessages.states[accommodation.State].toLowerCase()})`
    : null;

function DoorNote({ accommodation }: { accommodation: StationAccommodation | null | undefined }) {
  const text = describeForDoor(accommodation);
  return text ? <Box sx={{ mt: 0.5, fontWeight: 600 }}>{text}</Box> : null;
}

function OutcomeAlert({ result }: { result: StationResult }) {
  const sx = { mt: 2, '& .MuiAlert-icon': { fontSize: 32 }, '& .MuiAlertTitle-root': { fontSize: '1.2rem' } };
  switch (result.kind) {
    case 'checkedIn':
      return (
        <Alert severity="success" role="none" sx={sx}>
          <AlertTitle>Checked in: {result.name || 'attendee'}</AlertTitle>
          At {formatTime(result.at)}.
          <DoorNote accommodation={result.accommodation} />
        </Alert>
      );
    case 'already':
      return (
        <Alert severity="info" role="none" sx={sx}>
          <AlertTitle>Already checked in at {formatTime(result.at)}</AlertTitle>
          {result.name || 'This attendee'} came in earlier; nothing changed.
          <DoorNote accommodation={result.accommodation} />
        </Alert>
      );
    case 'queued':
      return (
        <Alert severity="warning" role="none" sx={sx}>
          <AlertTitle>Checked in on this device: {result.name || 'attendee'}</AlertTitle>
          Pending: it is sent when the connection returns.
        </Alert>
      );
    case 'refused':
      return (
        <Alert severity="error" role="none" sx={sx}>
          <AlertTitle>Not checked in</AlertTitle>
          {result.message}
        </Alert>
      );
  }
}
