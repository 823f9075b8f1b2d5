import { useState } from 'react';
import type { Confirmation } from './confirm-dialog.tsx';

/** The state of one ConfirmDialog: `ask` opens it; the text stays until it has faded out. */
export function useConfirmation() {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [isOpen, setOpen] = useState(false);
  return {
    ask: (next: Confirmation) => {
      setConfirmation(next);
      setOpen(true);
    },
    dialogProps: {
      open: isOpen,
      confirmation,
      onClose: () => setOpen(false),
      onExited: () => setConfirmation(null),
    },
  };
}
