import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { paths } from '../paths.ts';

/** The bridge mark and wordmark; the link's name is the wordmark ("bridgehub"), the mark is decorative. */
export function Logo() {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        px: 0.5,
      }}
    >
      <svg width="36" height="36" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path
          d="M3 21h26M6 21v-6M26 21v-6M3 15c5-7 21-7 26 0M11 21v-7M16 21v-8M21 21v-7"
          stroke="currentColor"
          strokeWidth="2.2"
          fill="none"
          strokeLinecap="round"
        />
        <path d="M3 25c3 1.5 5 1.5 8 0s5-1.5 8 0 5 1.5 8 0" stroke="#9fc3e6" strokeWidth="1.6" fill="none" />
      </svg>
      <Box component="span" sx={{ fontSize: '1.375rem', fontWeight: 700, letterSpacing: '-0.01em' }}>
        bridgehub
      </Box>
    </Box>
  );
}
