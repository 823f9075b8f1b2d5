import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { consolePaths } from '../console-paths.ts';

const ID_MAX = 2_147_483_647;

/** An address no event can have (not a whole number in the ids' range) is not asked of the server. */
export const eventIdOf = (raw: string | undefined) =>
  raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= ID_MAX ? Number(raw) : null;

export function EventNotFound() {
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Event not found
      </Typography>
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={consolePaths.events} color="inherit" size="small">
            Back to Events
          </Button>
        }
      >
        No event with this number.
      </Alert>
    </>
  );
}
