import { messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useTranslated } from '../../i18n/translated.ts';
import { storeSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { completeLogin } from './api.ts';

/**
 * §2 Login callback (/LoginCallBack?token=&email=): shows the e-mail and a Login button. Only the click spends the
 * token, so a mail scanner that opens the link does not sign anyone in nor use the link up (DESIGN.md §7).
 */
export function LoginCallbackPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';
  const navigate = useNavigate();
  const [state, setState] = useState<'ready' | 'submitting' | 'failed'>(token && email ? 'ready' : 'failed');

  const login = async () => {
    setState('submitting');
    const answer = await completeLogin(token, email);
    if (answer.Success && answer.Response) {
      storeSession(answer.Response, email);
      navigate(paths.myBusiness, { replace: true });
      return;
    }
    setState('failed');
  };

  return (
    <Container maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {translate(messages.signIn)}
        </Typography>
        {email && (
          <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            {t({ message: 'Signing in as', comment: 'Before the e-mail address the sign-in link is for.' })}{' '}
            <strong>{email}</strong>
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="contained" size="large" onClick={() => void login()} disabled={state !== 'ready'}>
            {t({ message: 'Login', comment: 'The button that completes the sign-in.' })}
          </Button>
          {state === 'submitting' && <CircularProgress size={28} aria-label={t`Signing in`} />}
        </Box>
        <Box role="alert" sx={{ mt: state === 'failed' ? 3 : 0 }}>
          {state === 'failed' && (
            <Alert severity="error">
              {translate(messages.invalidLoginLink)}{' '}
              <Link component={RouterLink} to={paths.login} color="inherit">
                {t`Request a new link`}
              </Link>
            </Alert>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
