import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** A live region that is always there, so a refusal written into it is announced. */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return (
    <Box role="alert" sx={{ my: message ? 2 : 0 }}>
      {message && <Alert severity="error">{message}</Alert>}
    </Box>
  );
}
