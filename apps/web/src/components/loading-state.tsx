import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface LoadingStateProps {
  /** Shown under the spinner and announced politely. */
  label: string;
  size?: number;
  /**
   * A screen's content (or the list it is about) is loading: the footer stays hidden until it is there
   * (footer.tsx), so content arriving does not push a footer already on screen (layout shift).
   */
  holdsFooter?: boolean;
}

/** A spinner with its text, announced to screen readers. */
export function LoadingState({ label, size = 40, holdsFooter = false }: LoadingStateProps) {
  return (
    <Box
      role="status"
      aria-live="polite"
      data-screen-loading={holdsFooter ? '' : undefined}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, py: 4 }}
    >
      {/* A CSS ring rather than MUI's CircularProgress, which would add its runtime to every first visit. */}
      <Box
        aria-hidden="true"
        sx={{
          width: size,
          height: size,
          borderRadius: '50%',
          border: `${Math.max(3, Math.round(size / 10))}px solid`,
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: 'loading-state-spin 0.8s linear infinite',
          '@keyframes loading-state-spin': { to: { transform: 'rotate(360deg)' } },
        }}
      />
      <Typography>{label}</Typography>
    </Box>
  );
}
