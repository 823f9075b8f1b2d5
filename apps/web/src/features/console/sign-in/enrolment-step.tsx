import type { LoginToken, StaffTicket } from '@bridgehub/contract';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { QRCodeSVG } from 'qrcode.react';
import { toast } from '../../../lib/toast.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { confirmTotpEnrolment, registerPasskey, startTotpEnrolment } from './api.ts';
import { CodeForm } from './code-form.tsx';

/** A completed enrolment: signed in, with the recovery codes shown this once. */
export interface Enrolled {
  Tokens: LoginToken;
  RecoveryCodes: string[];
}

interface EnrolmentStepProps {
  ticket: StaffTicket;
  onEnrolled: (enrolled: Enrolled) => void;
}

/** The secret in groups of four, as authenticator apps print it, so it can be typed without losing one's place. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** First sign-in (or an invitation): set up the second factor, an authenticator app or a passkey. */
export function EnrolmentStep({ ticket, onEnrolled }: EnrolmentStepProps) {
  const app = useAnswerMutation({ request: startTotpEnrolment });
  const confirm = useAnswerMutation({ request: confirmTotpEnrolment });
  const passkey = useAnswerMutation({ request: registerPasskey });
  const error = app.error ?? confirm.error ?? passkey.error;

  const copySecret = async (secret: string) => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success('Secret copied.');
    } catch {
      toast.error('Copying is blocked here: select the secret and copy it by hand.');
    }
  };

  return (
    <>
      <Typography variant="h2" component="h2" gutterBottom>
        Set up your second factor
      </Typography>
      {app.data ? (
        <>
          <Typography sx={{ mb: 2 }}>
            Scan this QR code with your authenticator app, or type the secret into it. Then enter the 6-digit code the
            app shows.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center', mb: 3 }}>
            <Box sx={{ bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider', lineHeight: 0 }}>
              <QRCodeSVG value={app.data.Uri} size={176} role="img" aria-label="QR code for your authenticator app" />
            </Box>
            <Box>
              <Typography component="p" id="totp-secret-label" sx={{ fontWeight: 600 }}>
                Secret
              </Typography>
              <Typography
                component="p"
                aria-labelledby="totp-secret-label"
                sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.05em', my: 1 }}
              >
                {grouped(app.data.Secret)}
              </Typography>
              <Button
                variant="outlined"
                startIcon={<ContentCopyIcon />}
                onClick={() => void copySecret(app.data.Secret)}
              >
                Copy the secret
              </Button>
            </Box>
          </Box>
          <CodeForm
            kind="authenticator"
            submitLabel="Confirm"
            isPending={confirm.isPending}
            onCode={(Code) => confirm.mutate({ Ticket: ticket.Ticket, Code }, { onSuccess: onEnrolled })}
          />
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>
            Every staff sign-in needs a second factor after the e-mailed link. Choose one; you also get recovery codes
            in case you lose it.
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
            <Button
              variant="contained"
              loading={app.isPending}
              onClick={() => {
                passkey.reset();
                app.mutate(ticket.Ticket);
              }}
            >
              Use an authenticator app
            </Button>
            <Button
              variant="outlined"
              loading={passkey.isPending}
              onClick={() => {
                app.reset();
                passkey.mutate(ticket.Ticket, { onSuccess: onEnrolled });
              }}
            >
              Use a passkey
            </Button>
          </Box>
        </>
      )}
      <ErrorAlert message={error?.message} />
    </>
  );
}
