import { isValidEmail, messages } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { SubmitButton, useHydratedForm } from '../../components/form/hydrated-form.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { toast } from '../../lib/toast.ts';
import { requestLogin } from './api.ts';

/** §4 Login: idle, submitting, sent. An API error returns the form to idle. */
type LoginState = 'idle' | 'submitting' | 'sent';

/** §2 Login screen (/Login, 'Sign in'). */
export function LoginPage() {
  const { t } = useLingui();
  const translate = useTranslated();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<LoginState>('idle');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [requestError, setRequestError] = useState<string | null>(null);
  const form = useHydratedForm();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRequestError(null);
    // §5: the field is required (the browser enforces it), the pattern is ours; a failure sends no request.
    if (!isValidEmail(email)) {
      setFieldError(messages.loginEmailInvalid);
      return;
    }
    setFieldError(null);
    setState('submitting');
    const answer = await requestLogin(email.trim());
    if (answer.Success) {
      toast.success(translate(messages.sentLoginRequest));
      setState('sent');
      return;
    }
    // A 429 carries a sentence a person can act on; anything else is §8's 'API error'.
    const message =
      answer.ErrorMessage && answer.ErrorMessage !== messages.apiError ? answer.ErrorMessage : messages.apiErrorLower;
    toast.error(translate(message));
    setRequestError(message);
    setState('idle');
  };

  const isDisabled = state !== 'idle';

  return (
    <Container maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" gutterBottom>
          {translate(messages.signIn)}
        </Typography>
        <Typography sx={{ mb: 3 }}>
          {t`Enter the e-mail address of your contact record. We send you a link that signs you in; no password needed.`}
        </Typography>
        <Box component="form" ref={form.ref} onSubmit={submit} aria-label={translate(messages.signIn)}>
          <TextField
            label={t`Email`}
            name="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setFieldError(null);
            }}
            required
            disabled={isDisabled}
            autoComplete="email"
            error={fieldError !== null}
            helperText={fieldError === null ? undefined : translate(fieldError)}
            slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
            sx={{ minWidth: { xs: '100%', sm: 500 }, mb: 2 }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <SubmitButton disabled={isDisabled}>{translate(messages.signInButton)}</SubmitButton>
            {state === 'submitting' && <CircularProgress size={28} aria-label={t`Sending the sign-in link`} />}
          </Box>
        </Box>
        <Box role="status" aria-live="polite" sx={{ mt: 3 }}>
          {state === 'sent' && <Alert severity="success">{translate(messages.loginLinkSent)}</Alert>}
        </Box>
        <Box role="alert" sx={{ mt: requestError ? 2 : 0 }}>
          {requestError && <Alert severity="error">{translate(requestError)}</Alert>}
        </Box>
      </Paper>
    </Container>
  );
}
