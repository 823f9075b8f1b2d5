import { ticketCodeSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';

const SIX_DIGITS = /^\d{6}$/;

const authenticatorCode = ticketCodeSchema.pick({ Code: true }).refine(({ Code }) => SIX_DIGITS.test(Code.trim()), {
  path: ['Code'],
  message: 'Enter the 6 digits your authenticator app shows.',
});
const recoveryCode = ticketCodeSchema.pick({ Code: true }).refine(({ Code }) => Code.trim() !== '', {
  path: ['Code'],
  message: 'Enter one of your recovery codes.',
});

interface CodeFormProps {
  kind: 'authenticator' | 'recovery';
  submitLabel: string;
  isPending: boolean;
  onCode: (code: string) => void;
}

/** One code and its button: an authenticator app's 6 digits (the phone offers its numeric keypad) or a recovery code. */
export function CodeForm({ kind, submitLabel, isPending, onCode }: CodeFormProps) {
  const isAuthenticator = kind === 'authenticator';
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(isAuthenticator ? authenticatorCode : recoveryCode),
    defaultValues: { Code: '' },
  });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(({ Code }) => onCode(Code.trim()))}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <FormTextField
        control={control}
        name="Code"
        label={isAuthenticator ? 'Authenticator code' : 'Recovery code'}
        required
        autoComplete={isAuthenticator ? 'one-time-code' : 'off'}
        slotProps={{
          htmlInput: isAuthenticator
            ? { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*', spellCheck: false }
            : { maxLength: 40, spellCheck: false },
        }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      />
      <Button type="submit" variant="contained" size="large" loading={isPending} sx={{ mt: 0.5 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
