import { STAFF_ROLES, type StaffMember, type StaffRole } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '../../../lib/toast.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useStaffMe } from '../lib/staff-me.ts';
import { roleLabels } from '../roles.ts';
import { useChangeStaffRole, useSetStaffEnabled, useStaffList, useUnlockStaff } from './api.ts';
import { InviteForm } from './invite-form.tsx';

/**
 * `/console/staff` (Administrators): invite, change roles, disable and enable, unlock after too many wrong codes; the
 * server's refusals as the error.
 */
export function ConsoleStaffPage() {
  const staff = useStaffList();
  const me = useStaffMe();
  const changeRole = useChangeStaffRole();
  const setEnabled = useSetStaffEnabled();
  const unlock = useUnlockStaff();
  const confirmation = useConfirmation();
  const error = changeRole.error ?? setEnabled.error ?? unlock.error;

  const clearErrors = () => {
    changeRole.reset();
    setEnabled.reset();
    unlock.reset();
  };

  const askUnlock = (member: StaffMember) => {
    const name = member.DisplayName;
    confirmation.ask({
      title: `Unlock ${name}?`,
      // Ten wrong codes in a row may be someone else holding their e-mail: the administrator is the check.
      text:
        'The account locked after too many wrong codes in a row. Unlock it only once you have spoken with them: if ' +
        'it was not them, someone else can open the sign-in links mailed to them.',
      action: 'Unlock',
      onConfirm: () =>
        unlock.mutate({ StaffId: member.Id }, { onSuccess: () => toast.success(`${name} is unlocked.`) }),
    });
  };

  const askEnabled = (member: StaffMember) => {
    const Enabled = !member.Enabled;
    const name = member.DisplayName;
    confirmation.ask({
      title: `${Enabled ? 'Enable' : 'Disable'} ${name}?`,
      text: Enabled
        ? 'They can sign in to the console again with their second factor.'
        : 'They are signed out at once and can no longer sign in to the console.',
      action: Enabled ? 'Enable' : 'Disable',
      isDestructive: !Enabled,
      onConfirm: () =>
        setEnabled.mutate(
          { StaffId: member.Id, Enabled },
          { onSuccess: () => toast.success(Enabled ? `${name} can sign in again.` : `${name} is disabled.`) },
        ),
    });
  };

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Staff
      </Typography>
      <InviteForm />
      <Typography variant="h2" component="h2" gutterBottom>
        Staff accounts
      </Typography>
      <ErrorAlert message={error?.message} />
      <QueryState query={staff} label="Loading staff…">
        {(members) => (
          <Box
            component="ul"
            aria-label="Staff accounts"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {members.map((member) => (
              <Paper
                key={member.Id}
                component="li"
                variant="outlined"
                aria-label={member.DisplayName}
                sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
              >
                <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Typography component="p" sx={{ fontWeight: 600 }}>
                    {member.DisplayName}
                    {member.Id === me.data?.Id && ' (you)'}
                  </Typography>
                  <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                    {member.Email}
                  </Typography>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                    <Chip
                      size="small"
                      label={member.Enabled ? 'Active' : 'Disabled'}
                      color={member.Enabled ? 'success' : 'default'}
                      variant="outlined"
                    />
                    <Chip
                      size="small"
                      variant="outlined"
                      label={member.HasSecondFactor ? 'Second factor set up' : 'No second factor yet'}
                    />
                    {member.IsLocked && <Chip size="small" color="error" variant="outlined" label="Locked" />}
                  </Box>
                </Box>
                <TextField
                  select
                  size="small"
                  label="Role"
                  value={member.Role}
                  disabled={changeRole.isPending}
                  onChange={(event) => {
                    clearErrors();
                    changeRole.mutate({ StaffId: member.Id, Role: event.target.value as StaffRole });
                  }}
                  slotProps={{
                    select: { native: true },
                    inputLabel: { shrink: true },
                    htmlInput: { 'aria-label': `Role of ${member.DisplayName}` },
                  }}
                  sx={{ width: 200 }}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {roleLabels[role]}
                    </option>
                  ))}
                </TextField>
                {member.IsLocked && (
                  <Button
                    variant="outlined"
                    onClick={() => {
                      clearErrors();
                      askUnlock(member);
                    }}
                  >
                    Unlock
                    <Box component="span" sx={visuallyHidden}>
                      {' '}
                      {member.DisplayName}
                    </Box>
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color={member.Enabled ? 'error' : 'primary'}
                  onClick={() => {
                    clearErrors();
                    askEnabled(member);
                  }}
                >
                  {member.Enabled ? 'Disable' : 'Enable'}
                  <Box component="span" sx={visuallyHidden}>
                    {' '}
                    {member.DisplayName}
                  </Box>
                </Button>
              </Paper>
            ))}
          </Box>
        )}
      </QueryState>
      <ConfirmDialog {...confirmation.dialogProps} />
    </>
  );
}
