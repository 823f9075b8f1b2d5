import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The frame every screen sits in, public or console: a skip link to <main> (the first thing a keyboard reaches), the
 * header, the screen, and what follows it.
 */
export function PageFrame({
  header,
  footer,
  children,
}: {
  header: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href={`#${MAIN_CONTENT_ID}`}
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
        {t`Skip to main content`}
      </Box>
      {header}
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, py: { xs: 3, sm: 5 }, '&:focus': { outline: 'none' } }}
      >
        {children}
      </Box>
      {footer}
    </Box>
  );
}
