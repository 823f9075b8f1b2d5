import { EMAIL_MAX, WALK_IN_NAME_MAX, type WalkIn, walkInSchema } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from './error-alert.tsx';

type WalkInValues = Omit<WalkIn, 'EventId'>;

/**
 * The endpoint's body less the event, which the screen knows. A missing name or a wrong e-mail is the server's refusal
 * (the station's own, offline), said in the dialog's alert.
 */
const walkInFormSchema = walkInSchema.pick({ Name: true, Email: true });

interface WalkInDialogProps {
  open: boolean;
  onClose: () => void;
  /** Adds the person; answers the refusal's message, or null when added (the dialog then closes). */
  onAdd: (values: WalkInValues) => Promise<string | null>;
}

/**
 * "Add a walk-in": someone at the door without a registration is registered and checked in at once, past the
 * capacity (they are here). The e-mail is asked for the follow-up mail and makes a resend one registration.
 */
export function WalkInDialog({ open, onClose, onAdd }: WalkInDialogProps) {
  const titleId = useId();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(walkInFormSchema), defaultValues: { Name: '', Email: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const submit = handleSubmit(async (values) => {
    const refusal = await onAdd(values);
    if (refusal) setError('root.refusal', { message: refusal });
    else close();
  });
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Add a walk-in</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>They are registered and checked in at once.</DialogContentText>
          <FormTextField
            control={control}
            name="Name"
            label="Name"
            required
            fullWidth
            margin="normal"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: WALK_IN_NAME_MAX } }}
          />
          <FormTextField
            control={control}
            name="Email"
            label="Email"
            type="email"
            required
            fullWidth
            margin="normal"
            autoComplete="off"
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX, spellCheck: false } }}
          />
          <ErrorAlert message={errors.root?.refusal?.message} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            Add and check in
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
