import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';

export interface Confirmation {
  title: string;
  /** What happens, in a sentence or two. */
  text: string;
  /** The confirming button's text. */
  action: string;
  isDestructive?: boolean;
  onConfirm: () => void;
}

interface ConfirmDialogProps {
  open: boolean;
  /** Kept while the dialog fades out so its text does not change as it closes. */
  confirmation: Confirmation | null;
  onClose: () => void;
  onExited: () => void;
}

/** Asks before a change someone feels at once (a lock, a disabled account or contact, an ended assignment). */
export function ConfirmDialog({ open, confirmation, onClose, onExited }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={titleId}>{confirmation?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{confirmation?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          color={confirmation?.isDestructive ? 'error' : 'primary'}
          onClick={() => {
            onClose();
            confirmation?.onConfirm();
          }}
        >
          {confirmation?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
