import Container from '@mui/material/Container';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { PageFrame } from '../../../layout/page-frame.tsx';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';
import { isStaffSignedIn, startStaffSession, subscribeStaffSession } from '../lib/staff-session.ts';
import { ConsoleHeader } from './console-header.tsx';

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
    <PageFrame header={<ConsoleHeader />}>
      <Container maxWidth="lg">
        <Outlet />
      </Container>
    </PageFrame>
  );
}
