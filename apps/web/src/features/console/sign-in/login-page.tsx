import { isValidEmail, LOGIN_LINK_TTL_MINUTES, messages, staffLoginRequestSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useAnswerMutation } from '../components/use-answer-mutation.ts';
import { requestStaffLogin } from './api.ts';

const schema = staffLoginRequestSchema.refine(({ Email }) => Email.trim() !== '' && isValidEmail(Email), {
  path: ['Email'],
  message: messages.loginEmailInvalid,
});

/** `/console/login`: an e-mail address, then the same answer whether or not it belongs to staff. */
export function ConsoleLoginPage() {
  const { control, handleSubmit } = useForm({ resolver: zodResolver(schema), defaultValues: { Email: '' } });
  const request = useAnswerMutation({ request: ({ Email }: { Email: string }) => requestStaffLogin(Email.trim()) });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 600, mx: 'auto' }}>
      <Typography variant="h1" gutterBottom>
        Staff sign-in
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Enter your work e-mail address. We send you a link; after it, your authenticator app or passkey confirms it is
        you.
      </Typography>
      <Box
        component="form"
        aria-label="Staff sign-in"
        noValidate
        onSubmit={handleSubmit((values) => request.mutate(values))}
      >
        <FormTextField
          control={control}
          name="Email"
          label="Email"
          type="email"
          required
          fullWidth
          autoComplete="email"
          disabled={request.isPending || request.isSuccess}
          slotProps={{ htmlInput: { inputMode: 'email', maxLength: 254, spellCheck: false } }}
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" size="large" loading={request.isPending} disabled={request.isSuccess}>
          Send me a sign-in link
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={{ mt: request.isSuccess ? 3 : 0 }}>
        {request.isSuccess && (
          <Alert severity="success">
            If this address belongs to a staff account, a sign-in link is on its way. It works once, within{' '}
            {LOGIN_LINK_TTL_MINUTES} minutes.
          </Alert>
        )}
      </Box>
      <ErrorAlert message={request.error?.message} />
    </Paper>
  );
}
