import type { Faq } from '@bridgehub/contract';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { paths } from '../../../paths.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { useCreateStaffFaq, useDeleteStaffFaq, useMoveStaffFaq, useStaffFaqs, useUpdateStaffFaq } from './api.ts';
import { FaqForm } from './faq-form.tsx';

/** `/console/faqs`: the public FAQ page's items — add, edit, reorder with buttons, delete after asking. */
export function ConsoleFaqsPage() {
  const faqs = useStaffFaqs();
  const create = useCreateStaffFaq();
  const move = useMoveStaffFaq();
  const remove = useDeleteStaffFaq();
  const confirmation = useConfirmation();
  const [editing, setEditing] = useState<Faq | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const error = move.error ?? remove.error;

  // The focus follows a moved FAQ once the list shows its new place; at an end, to its other button.
  const [moved, setMoved] = useState<{ id: number; direction: 'Up' | 'Down'; before: unknown } | null>(null);
  useEffect(() => {
    if (!moved || faqs.data === moved.before) return;
    setMoved(null);
    const same = document.getElementById(`faq-${moved.direction}-${moved.id}`);
    const other = document.getElementById(`faq-${moved.direction === 'Up' ? 'Down' : 'Up'}-${moved.id}`);
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  }, [faqs.data, moved]);

  const moveStaffFaq = (faq: Faq, Direction: 'Up' | 'Down') => {
    // Buttons stay enabled while a move is under way, so the keyboard focus is never dropped; a second press waits.
    if (move.isPending) return;
    setAnnouncement('');
    setMoved({ id: faq.Id, direction: Direction, before: faqs.data });
    move.mutate(
      { Id: faq.Id, Direction },
      {
        onSuccess: (list) => {
          const position = (list ?? []).findIndex((item) => item.Id === faq.Id) + 1;
          setAnnouncement(`${faq.Header} moved to position ${position} of ${list?.length ?? 0}.`);
        },
        onError: () => setMoved(null),
      },
    );
  };

  const askDelete = (faq: Faq) =>
    confirmation.ask({
      title: `Delete "${faq.Header}"?`,
      text: 'It leaves the public FAQ page at once. The FAQ button in the header goes when no FAQ is left.',
      action: 'Delete',
      isDestructive: true,
      onConfirm: () => remove.mutate({ Id: faq.Id }),
    });

  return (
    <>
      <Typography variant="h1" gutterBottom>
        FAQs
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Shown on the public{' '}
        <Link component={RouterLink} to={paths.faq}>
          FAQ page
        </Link>{' '}
        in this order; the header's FAQ button appears while at least one exists.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography variant="h2" component="h2" gutterBottom>
          Add an FAQ
        </Typography>
        <FaqForm
          action="Add FAQ"
          isPending={create.isPending}
          onSubmit={(draft, reset) => create.mutate(draft, { onSuccess: reset })}
        />
        <ErrorAlert message={create.error?.message} />
      </Paper>
      <Typography variant="h2" component="h2" gutterBottom>
        FAQs in order
      </Typography>
      <ErrorAlert message={error?.message} />
      <Box role="status" sx={visuallyHidden}>
        {announcement}
      </Box>
      <QueryState query={faqs} label="Loading FAQs…">
        {(list) =>
          !list || list.length === 0 ? (
            <Typography>No FAQs yet: the public site shows no FAQ button until you add one.</Typography>
          ) : (
            <Box component="ol" aria-label="FAQs" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {list.map((faq, index) => (
                <FaqItem
                  key={faq.Id}
                  faq={faq}
                  position={index + 1}
                  isFirst={index === 0}
                  isLast={index === list.length - 1}
                  onMove={(direction) => moveStaffFaq(faq, direction)}
                  onEdit={() => setEditing(faq)}
                  onDelete={() => askDelete(faq)}
                />
              ))}
            </Box>
          )
        }
      </QueryState>
      <EditFaqDialog faq={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog {...confirmation.dialogProps} />
    </>
  );
}

interface FaqItemProps {
  faq: Faq;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: 'Up' | 'Down') => void;
  onEdit: () => void;
  onDelete: () => void;
}

function FaqItem({ faq, position, isFirst, isLast, onMove, onEdit, onDelete }: FaqItemProps) {
  const headerId = useId();
  const named = (
    <Box component="span" sx={visuallyHidden}>
      {' '}
      {faq.Header}
    </Box>
  );
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headerId} sx={{ p: 2 }}>
      <Typography id={headerId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Box component="span" sx={visuallyHidden}>
          {position}.{' '}
        </Box>
        {faq.Header}
      </Typography>
      <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mt: 0.5 }}>
        {faq.Body}
      </Typography>
      {faq.DefaultOpen && <Chip size="small" variant="outlined" label="Open by default" sx={{ mt: 1 }} />}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        <Button
          id={`faq-Up-${faq.Id}`}
          size="small"
          startIcon={<ArrowUpwardIcon />}
          disabled={isFirst}
          onClick={() => onMove('Up')}
        >
          Move up{named}
        </Button>
        <Button
          id={`faq-Down-${faq.Id}`}
          size="small"
          startIcon={<ArrowDownwardIcon />}
          disabled={isLast}
          onClick={() => onMove('Down')}
        >
          Move down{named}
        </Button>
        <Button size="small" onClick={onEdit}>
          Edit{named}
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Delete{named}
        </Button>
      </Box>
    </Paper>
  );
}

function EditFaqDialog({ faq, onClose }: { faq: Faq | null; onClose: () => void }) {
  const update = useUpdateStaffFaq();
  const titleId = useId();
  return (
    <Dialog
      open={faq !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => update.reset() } }}
    >
      <DialogTitle id={titleId}>Edit FAQ</DialogTitle>
      <DialogContent>
        {faq && (
          <Box sx={{ pt: 1 }}>
            <FaqForm
              initial={{ Header: faq.Header, Body: faq.Body, DefaultOpen: faq.DefaultOpen }}
              action="Save FAQ"
              isPending={update.isPending}
              onCancel={onClose}
              onSubmit={(draft) => update.mutate({ ...draft, Id: faq.Id }, { onSuccess: onClose })}
            />
            <ErrorAlert message={update.error?.message} />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
