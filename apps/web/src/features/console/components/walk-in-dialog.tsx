import { EMAIL_MAX, WALK_IN_NAME_MAX } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { ErrorAlert } from './error-alert.tsx';

export interface WalkInValues {
  Name: string;
  Email: string;
}

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
  const [values, setValues] = useState<WalkInValues>({ Name: '', Email: '' });
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const close = () => {
    setValues({ Name: '', Email: '' });
    setError(null);
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <Box
        component="form"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setSaving(true);
          const refusal = await onAdd(values);
          setSaving(false);
          if (refusal) setError(refusal);
          else close();
        }}
      >
        <DialogTitle id={titleId}>Add a walk-in</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>They are registered and checked in at once.</DialogContentText>
          <TextField
            label="Name"
            required
            fullWidth
            margin="normal"
            autoComplete="off"
            value={values.Name}
            onChange={(event) => setValues({ ...values, Name: event.target.value })}
            slotProps={{ htmlInput: { maxLength: WALK_IN_NAME_MAX } }}
          />
          <TextField
            label="Email"
            type="email"
            required
            fullWidth
            margin="normal"
            autoComplete="off"
            value={values.Email}
            onChange={(event) => setValues({ ...values, Email: event.target.value })}
            slotProps={{ htmlInput: { maxLength: EMAIL_MAX, spellCheck: false } }}
          />
          <ErrorAlert message={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} size="large">
            Cancel
          </Button>
          <Button type="submit" variant="contained" size="large" loading={isSaving}>
            Add and check in
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
