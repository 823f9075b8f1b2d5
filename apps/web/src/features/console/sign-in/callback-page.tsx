import { messages, type StaffTicket } from '@bridgehub/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { consolePaths } from '../console-paths.ts';
import { storeStaffSession } from '../lib/staff-session.ts';
import { completeStaffLogin } from './api.ts';
import { type Enrolled, EnrolmentStep } from './enrolment-step.tsx';
import { RecoveryCodesStep } from './recovery-codes-step.tsx';
import { SecondFactorStep } from './second-factor-step.tsx';

/**
 * `/console/login/callback?token=&email=`, the page a sign-in or invitation link opens. Only the Continue button
 * spends the token (a mail scanner's visit does not); then the second factor, or its enrolment on a first sign-in.
 * The ticket lives in this page's state: a reload asks for a new link, as a spent link must.
 */
export function ConsoleCallbackPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const email = search.get('email') ?? '';
  const navigate = useNavigate();
  const [ticket, setTicket] = useState<StaffTicket | null>(null);
  const [enrolled, setEnrolled] = useState<Enrolled | null>(null);
  const spend = useAnswerMutation({ request: completeStaffLogin });

  const enter = (tokens: Enrolled['Tokens']) => {
    storeStaffSession(tokens);
    navigate(consolePaths.home, { replace: true });
  };

  const step = () => {
    if (enrolled) return <RecoveryCodesStep codes={enrolled.RecoveryCodes} onSaved={() => enter(enrolled.Tokens)} />;
    if (ticket && (ticket.HasTotp || ticket.HasPasskey)) return <SecondFactorStep ticket={ticket} onSignedIn={enter} />;
    if (ticket) return <EnrolmentStep ticket={ticket} onEnrolled={setEnrolled} />;
    const isLinkBroken = !token || !email || spend.isError;
    return (
      <>
        <Typography sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          Signing in as <strong>{email || 'an unknown address'}</strong>
        </Typography>
        <Button
          variant="contained"
          size="large"
          loading={spend.isPending}
          disabled={isLinkBroken}
          onClick={() => spend.mutate({ Token: token, Email: email }, { onSuccess: setTicket })}
        >
          Continue
        </Button>
        <Box role="alert" sx={{ mt: isLinkBroken ? 3 : 0 }}>
          {isLinkBroken && (
            <Alert severity="error">
              {spend.error?.message ?? messages.invalidLoginLink}{' '}
              <Link component={RouterLink} to={consolePaths.login} color="inherit">
                Request a new link
              </Link>
            </Alert>
          )}
        </Box>
      </>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 720, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Staff sign-in
      </Typography>
      {step()}
    </Paper>
  );
}
