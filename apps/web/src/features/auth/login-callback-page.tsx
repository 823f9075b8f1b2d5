import { messages } from '@bridgehub/contract';
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
import { storeSession } from '../../lib/session.ts';
import { paths } from '../../paths.ts';
import { completeLogin } from './api.ts';

/**
 * §2 Login callback (/LoginCallBack?token=&email=): shows the e-mail and a Login button. Only the click spends the
 * token, so a mail scanner that opens the link does not sign anyone in nor use the link up (DESIGN.md §7).
 */
export function LoginCallbackPage() {
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
          {messages.signIn}
        </Typography>
        {email && (
          <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
            Signing in as <strong>{email}</strong>
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button variant="contained" size="large" onClick={() => void login()} disabled={state !== 'ready'}>
            Login
          </Button>
          {state === 'submitting' && <CircularProgress size={28} aria-label="Signing in" />}
        </Box>
        <Box role="alert" sx={{ mt: state === 'failed' ? 3 : 0 }}>
          {state === 'failed' && (
            <Alert severity="error">
              {messages.invalidLoginLink}{' '}
              <Link component={RouterLink} to={paths.login} color="inherit">
                Request a new link
              </Link>
            </Alert>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
