import { messages } from '@bridgehub/contract';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { useFaqs } from '../api/faq.ts';
import { isDevEnvironment } from '../lib/env.ts';
import { paths } from '../paths.ts';
import { Logo } from './logo.tsx';

/** §2 Layout: logo, a DEV label on a dev host, and a FAQ button only when FAQs exist. */
export function Header() {
  const faqs = useFaqs();
  const hasFaqs = (faqs.data?.length ?? 0) > 0;

  return (
    <AppBar position="static" color="primary" component="header">
      <Toolbar sx={{ gap: 1.5, minHeight: { xs: 60, sm: 68 } }}>
        <Logo />
        {isDevEnvironment() && (
          // A plain label rather than MUI's Chip, whose runtime the first visit does not need.
          <Box
            component="span"
            sx={{
              bgcolor: '#ffd54f',
              color: '#1a1c1e',
              fontWeight: 700,
              fontSize: '0.8125rem',
              letterSpacing: '0.05em',
              borderRadius: 4,
              px: 1.25,
              py: 0.25,
            }}
          >
            {messages.dev}
          </Box>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {hasFaqs && (
          <Button
            component={RouterLink}
            to={paths.faq}
            variant="outlined"
            color="inherit"
            sx={{ borderColor: 'rgba(255,255,255,0.7)' }}
          >
            FAQ
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}
