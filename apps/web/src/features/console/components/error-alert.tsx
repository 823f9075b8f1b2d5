import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * A live region that is always there, so a refusal written into it is announced; the Alert inside is only its look
 * (one alert, not two nested).
 */
export function ErrorAlert({ message }: { message: string | null | undefined }) {
  return (
    <Box role="alert" sx={{ mt: message ? 2 : 0 }}>
      {message && (
        <Alert severity="error" role="none">
          {message}
        </Alert>
      )}
    </Box>
  );
}
