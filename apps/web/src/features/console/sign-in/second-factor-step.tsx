import type { LoginToken, StaffTicket } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { signInWithPasskey, signInWithRecoveryCode, verifyTotp } from './api.ts';
import { CodeForm } from './code-form.tsx';

interface SecondFactorStepProps {
  ticket: StaffTicket;
  onSignedIn: (tokens: LoginToken) => void;
}

/** The required second factor: the authenticator app's code, a passkey, or one of the recovery codes. */
export function SecondFactorStep({ ticket, onSignedIn }: SecondFactorStepProps) {
  const [isRecovery, setRecovery] = useState(false);
  const totp = useAnswerMutation({ request: verifyTotp });
  const recovery = useAnswerMutation({ request: signInWithRecoveryCode });
  const passkey = useAnswerMutation({ request: signInWithPasskey });
  const error = totp.error ?? recovery.error ?? passkey.error;
  const reset = () => [totp, recovery, passkey].forEach((mutation) => void mutation.reset());
  const signIn = { onSuccess: onSignedIn };

  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Confirm it is you
      </Typography>
      {isRecovery ? (
        <>
          <Typography sx={{ mb: 2 }}>Enter one of the recovery codes you saved. Each code works once.</Typography>
          <CodeForm
            kind="recovery"
            submitLabel="Sign in"
            isPending={recovery.isPending}
            onCode={(Code) => recovery.mutate({ Ticket: ticket.Ticket, Code }, signIn)}
          />
        </>
      ) : (
        ticket.HasTotp && (
          <>
            <Typography sx={{ mb: 2 }}>Enter the 6-digit code your authenticator app shows for bridgehub.</Typography>
            <CodeForm
              kind="authenticator"
              submitLabel="Verify"
              isPending={totp.isPending}
              onCode={(Code) => totp.mutate({ Ticket: ticket.Ticket, Code }, signIn)}
            />
          </>
        )
      )}
      <ErrorAlert message={error?.message} />
      <Divider sx={{ my: 3 }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {ticket.HasPasskey && (
          <Button
            variant={ticket.HasTotp ? 'outlined' : 'contained'}
            loading={passkey.isPending}
            onClick={() => {
              reset();
              passkey.mutate(ticket.Ticket, signIn);
            }}
          >
            Use a passkey
          </Button>
        )}
        {isRecovery && ticket.HasTotp ? (
          <Button
            onClick={() => {
              reset();
              setRecovery(false);
            }}
          >
            Use the authenticator app
          </Button>
        ) : (
          !isRecovery && (
            <Button
              onClick={() => {
                reset();
                setRecovery(true);
              }}
            >
              Use a recovery code
            </Button>
          )
        )}
      </Box>
    </>
  );
}
