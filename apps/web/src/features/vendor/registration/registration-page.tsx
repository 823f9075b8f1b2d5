import { messages } from '@bridgehub/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Captcha } from '../../../components/captcha/captcha.tsx';
import { useTranslated } from '../../../i18n/translated.ts';
import { useIsDevEnvironment } from '../../../lib/env.ts';
import { RegistrationForm } from './registration-form.tsx';

/** §2 registration steps: 0 the form, 1 only a captcha (no entry from step 0), 2 registration complete. */
export type RegistrationStep = 0 | 1 | 2;

/** §2 Registration screen (/Register). */
export function RegistrationPage() {
  const isDevEnvironment = useIsDevEnvironment();
  const translate = useTranslated();
  const [step, setStep] = useState<RegistrationStep>(0);
  // ' - DEV' is the specification's mark of a dev host, not a sentence.
  const heading = `${translate(messages.organizationInformation)}${isDevEnvironment ? ' - DEV' : ''}`;

  return (
    <Container maxWidth="md" sx={{ px: { xs: 1.5, sm: 3 } }}>
      <Typography variant="h1" gutterBottom sx={{ px: { xs: 0.5, sm: 0 } }}>
        {heading}
      </Typography>
      {step === 0 && <RegistrationForm onRegistered={() => setStep(2)} />}
      {step === 1 && <CaptchaStep />}
      {step === 2 && <RegistrationComplete />}
    </Container>
  );
}

/** Step 1 exists in the specification with only a captcha and no way in; kept for parity. */
function CaptchaStep() {
  const [, setToken] = useState('');
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Captcha onChange={setToken} />
    </Paper>
  );
}

function RegistrationComplete() {
  const translate = useTranslated();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 64, mb: 1 }} aria-hidden="true" />
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h2"
        component="h2"
        gutterBottom
        sx={{ '&:focus': { outline: 'none' } }}
      >
        {translate(messages.registrationComplete)}
      </Typography>
      <Box component="p" sx={{ m: 0, fontSize: '1.125rem', maxWidth: '50ch', mx: 'auto' }}>
        {translate(messages.verifyBusinessPrompt)}
      </Box>
    </Paper>
  );
}
