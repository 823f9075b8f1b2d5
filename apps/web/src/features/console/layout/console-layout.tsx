import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { CONSOLE_QUERY_KEY } from '../account/api.ts';
import { isStaffSignedIn, startStaffSession, subscribeStaffSession } from '../session/staff-session.ts';
import { ConsoleHeader } from './console-header.tsx';

const MAIN_ID = 'console-main';

/** The console's frame: skip link, header with navigation by role, the screen. It runs the staff session. */
export function ConsoleLayout() {
  const queryClient = useQueryClient();
  useEffect(() => startStaffSession(), []);
  // Whoever signs in next must not see the last person's data, whichever tab ended the session.
  useEffect(
    () =>
      subscribeStaffSession(() => {
        if (!isStaffSignedIn()) queryClient.removeQueries({ queryKey: CONSOLE_QUERY_KEY });
      }),
    [queryClient],
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_ID}`}
        sx={{
          position: 'absolute',
          left: 8,
          top: -64,
          zIndex: 2000,
          px: 2,
          py: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          fontWeight: 600,
          borderRadius: 1,
          boxShadow: 3,
          '&:focus': { top: 8 },
        }}
      >
        Skip to main content
      </Box>
      <ConsoleHeader />
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        sx={{ flex: 1, py: { xs: 3, sm: 4 }, '&:focus': { outline: 'none' } }}
      >
        <Container maxWidth="lg">
          <Outlet />
        </Container>
      </Box>
    </Box>
  );
}
