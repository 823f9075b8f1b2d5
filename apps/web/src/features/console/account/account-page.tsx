import { type StaffMember, updateStaffMeSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useStaffMe } from '../lib/staff-me.ts';
import { roleLabels } from '../roles.ts';
import { useUpdateStaffMe } from './api.ts';

/** `/console/account`: one's own display name (editable) and role (shown; only an administrator changes it). */
export function ConsoleAccountPage() {
  const me = useStaffMe();
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Account
      </Typography>
      <QueryState query={me} label="Loading your account…">
        {(person) => <AccountForm person={person} />}
      </QueryState>
    </>
  );
}

function AccountForm({ person }: { person: StaffMember }) {
  const update = useUpdateStaffMe();
  const { control, handleSubmit } = useForm({
    resolver: zodResolver(updateStaffMeSchema),
    defaultValues: { DisplayName: person.DisplayName },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 640 }}>
      <Box component="dl" sx={{ m: 0, mb: 3, '& dt': { fontWeight: 600 }, '& dd': { m: 0, mb: 1.5 } }}>
        <dt>E-mail</dt>
        <dd>{person.Email}</dd>
        <dt>Role</dt>
        <dd>{roleLabels[person.Role]}</dd>
      </Box>
      <Box component="form" noValidate onSubmit={handleSubmit((values) => update.mutate(values))}>
        <FormTextField
          control={control}
          name="DisplayName"
          label="Display name"
          required
          fullWidth
          helperText="Vendors see it on your replies."
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" loading={update.isPending}>
          Save
        </Button>
      </Box>
      <ErrorAlert message={update.error?.message} />
    </Paper>
  );
}
