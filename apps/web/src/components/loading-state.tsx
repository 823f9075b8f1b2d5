import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

interface LoadingStateProps {
  /** Shown under the spinner and announced politely. */
  label: string;
  size?: number;
}

/** A spinner with its text, announced to screen readers. */
export function LoadingState({ label, size = 40 }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
    >
      <CircularProgress size={size} aria-hidden="true" />
      <Typography>{label}</Typography>
    </Box>
  );
}
