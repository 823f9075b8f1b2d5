import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useFaqs } from '../api/faq.ts';
import { useIsSignedIn } from '../features/auth/require-session.tsx';
import { useTranslated } from '../i18n/translated.ts';
import { useIsDevEnvironment } from '../lib/env.ts';
import { signOut } from '../lib/session.ts';
import { paths } from '../paths.ts';
import { LanguageMenu } from './language-menu.tsx';
import { Logo } from './logo.tsx';

/** §2 Layout: logo, a DEV label on a dev host, and a FAQ button only when FAQs exist; the language menu (issue 22). */
export function Header() {
  const { t } = useLingui();
  const translate = useTranslated();
  const isDevEnvironment = useIsDevEnvironment();
  const faqs = useFaqs();
  const hasFaqs = (faqs.data?.length ?? 0) > 0;
  const isSignedIn = useIsSignedIn();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = async () => {
    await signOut();
    queryClient.removeQueries({ queryKey: ['vendor'] });
    queryClient.removeQueries({ queryKey: ['contact'] });
    navigate(paths.login);
  };

  return (
    // AppBar and Toolbar drawn with Box (their runtime costs every first visit ~1.3 KB gzipped).
    <Box
      component="header"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 4,
        position: 'relative',
        zIndex: 'appBar',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          minHeight: { xs: 60, sm: 68 },
          flexWrap: 'wrap',
          py: { xs: 1, sm: 0 },
          px: { xs: 2, sm: 3 },
        }}
      >
        <Logo />
        {isDevEnvironment && (
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
            {translate(messages.dev)}
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
            {t({ message: 'FAQ', comment: 'The header button to the Frequently Asked Questions page: short.' })}
          </Button>
        )}
        {isSignedIn && (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => void leave()}
            sx={{ borderColor: 'rgba(255,255,255,0.7)', whiteSpace: 'nowrap' }}
          >
            {t`Sign out`}
          </Button>
        )}
        <LanguageMenu />
      </Box>
    </Box>
  );
}
