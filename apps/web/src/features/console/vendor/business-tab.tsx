import { businessSchema, type ConsoleVendor, messages, validateBusiness } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BusinessForm } from '../../../components/vendor-form/business-form.tsx';
import type { BusinessFormValues } from '../../../components/vendor-form/form-values.ts';
import { toast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useSetVendorLock, useUpdateStaffVendor } from './api.ts';

/**
 * The vendor hub's business form, for staff: the same fields and §5 rules (the server applies them again and its
 * sentence is the error), and the lock that stops the vendor's contacts from editing.
 */
export function BusinessTab({ vendor }: { vendor: ConsoleVendor }) {
  const form = useForm<BusinessFormValues>({ defaultValues: { Business: vendor.Business } });
  const update = useUpdateStaffVendor(vendor.VendorId);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    update.reset();
    const parsed = businessSchema.safeParse(values.Business);
    const rule = parsed.success ? validateBusiness(parsed.data) : messages.unableToSave;
    setProblem(rule);
    if (rule || !parsed.success) return;
    update.mutate(parsed.data, { onSuccess: () => form.reset(values) });
  });

  return (
    <>
      <LockSection vendor={vendor} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Business details">
        <BusinessForm control={form.control} nameCheck={false} emailSearch={false} headingLevel="h2" />
        <ErrorAlert message={problem ?? update.error?.message} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={update.isPending}
          sx={{ mt: 3, minWidth: 200, width: { xs: '100%', sm: 'auto' } }}
        >
          Save business
        </Button>
      </Box>
    </>
  );
}

/** DESIGN.md §10: a lock turns the vendor's CanEditBusiness off; staff still edit. */
function LockSection({ vendor }: { vendor: ConsoleVendor }) {
  const setLock = useSetVendorLock(vendor.VendorId);
  const { ask, dialogProps } = useConfirmation();
  const isLocked = vendor.Locked;

  const confirm = () =>
    ask(
      isLocked
        ? {
            title: 'Unlock editing?',
            text: "The vendor's contacts can change the business details again.",
            action: 'Unlock editing',
            onConfirm: () => setLock.mutate(false, { onSuccess: () => toast.success('Editing unlocked.') }),
          }
        : {
            title: 'Lock editing?',
            text: "The vendor's contacts can no longer change the business details, add contacts or approve them; they see “Can't update” until you unlock it. Staff can still edit here.",
            action: 'Lock editing',
            isDestructive: true,
            onConfirm: () => setLock.mutate(true, { onSuccess: () => toast.success('Editing locked.') }),
          },
    );

  return (
    <Paper
      component="section"
      aria-labelledby="lock-heading"
      variant="outlined"
      sx={{ p: 2, mb: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 280px' }}>
        <Typography id="lock-heading" variant="h3" component="h2" gutterBottom>
          Editing by the vendor
        </Typography>
        <Typography color="text.secondary">
          {isLocked
            ? "Locked: the vendor's contacts cannot change the business details."
            : "Open: the vendor's contacts can change the business details."}
        </Typography>
      </Box>
      <Button variant="outlined" color={isLocked ? 'primary' : 'error'} onClick={confirm} loading={setLock.isPending}>
        {isLocked ? 'Unlock editing' : 'Lock editing'}
      </Button>
      <Box sx={{ flexBasis: '100%' }}>
        <ErrorAlert message={setLock.error?.message} />
      </Box>
      <ConfirmDialog {...dialogProps} />
    </Paper>
  );
}
