import { inviteStaffSchema, STAFF_INVITATION_TTL_DAYS, STAFF_ROLES } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { roleLabels } from '../roles.ts';
import { useInviteStaff } from './api.ts';

/** Invite a staff member: the account is created, and a 7-day link leads them to sign in and set up a second factor. */
export function InviteForm() {
  const invite = useInviteStaff();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { Email: '', DisplayName: '', Role: 'Coordinator' },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
      <Typography variant="h2" component="h2" gutterBottom>
        Invite a staff member
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        They receive a link that works for {STAFF_INVITATION_TTL_DAYS} days.
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Invite a staff member"
        onSubmit={handleSubmit((values) => invite.mutate(values, { onSuccess: () => reset() }))}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 2fr 1fr auto' },
          alignItems: 'start',
        }}
      >
        <FormTextField
          control={control}
          name="Email"
          label="Email"
          type="email"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 254, spellCheck: false } }}
        />
        <FormTextField
          control={control}
          name="DisplayName"
          label="Display name"
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <FormTextField
          control={control}
          name="Role"
          label="Role"
          select
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabels[role]}
            </option>
          ))}
        </FormTextField>
        <Button type="submit" variant="contained" size="large" loading={invite.isPending} sx={{ mt: 0.5 }}>
          Invite
        </Button>
      </Box>
      <ErrorAlert message={invite.error?.message} />
    </Paper>
  );
}
