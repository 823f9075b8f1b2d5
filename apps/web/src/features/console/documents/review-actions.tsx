import { type Attachment, documentMessages, REVIEW_NOTE_MAX } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useReviewDocument, useViewVendorDocument } from './api.ts';

const rejectionSchema = z.object({
  Note: z.string().trim().min(1, documentMessages.rejectionReasonRequired).max(REVIEW_NOTE_MAX),
});

/** A button's visible text, then the file it acts on for screen readers ("Accept w9.pdf"). */
const named = (action: string, fileName: string) => (
  <>
    {action}
    <Box component="span" sx={visuallyHidden}>{` ${fileName}`}</Box>
  </>
);

/**
 * View, Accept and Reject for one submitted file: the queue and the vendor page use this one component. A decision
 * may be changed later, so only the decision the file already has is not offered.
 */
export function ReviewActions({ file }: { file: Pick<Attachment, 'Id' | 'FileName' | 'ReviewStatus'> }) {
  const review = useReviewDocument();
  const [isRejecting, setRejecting] = useState(false);
  const view = useViewVendorDocument();

  const accept = () =>
    review.mutate(
      { AttachmentId: file.Id, Decision: 'Accepted', Note: '' },
      { onSuccess: () => toast.success(`${file.FileName} accepted. The vendor was e-mailed.`) },
    );

  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          loading={view.isPending}
          onClick={() => view.mutate(file, { onError: (error) => toast.error(error.message) })}
        >
          {named('View', file.FileName)}
        </Button>
        {file.ReviewStatus !== 'Accepted' && (
          <Button variant="contained" size="small" color="success" loading={review.isPending} onClick={accept}>
            {named('Accept', file.FileName)}
          </Button>
        )}
        {file.ReviewStatus !== 'Rejected' && (
          <Button
            variant="outlined"
            size="small"
            color="error"
            disabled={review.isPending}
            onClick={() => {
              review.reset();
              setRejecting(true);
            }}
          >
            {named('Reject', file.FileName)}
          </Button>
        )}
      </Box>
      <Box role="alert" sx={{ mt: review.isError && !isRejecting ? 1 : 0 }}>
        {review.isError && !isRejecting && <Alert severity="error">{review.error.message}</Alert>}
      </Box>
      <RejectDialog
        fileName={file.FileName}
        open={isRejecting}
        onClose={() => setRejecting(false)}
        error={review.error?.message ?? null}
        isPending={review.isPending}
        onReject={(Note) =>
          review.mutate(
            { AttachmentId: file.Id, Decision: 'Rejected', Note },
            {
              onSuccess: () => {
                setRejecting(false);
                toast.success(`${file.FileName} rejected. The vendor was e-mailed the reason.`);
              },
            },
          )
        }
      />
    </>
  );
}

interface RejectDialogProps {
  fileName: string;
  open: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
  error: string | null;
  isPending: boolean;
}

function RejectDialog({ fileName, open, onClose, onReject, error, isPending }: RejectDialogProps) {
  const titleId = useId();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(rejectionSchema),
    defaultValues: { Note: '' },
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => reset() } }}
    >
      <Box component="form" noValidate onSubmit={handleSubmit((values) => onReject(values.Note))}>
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          Reject {fileName}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The vendor’s contacts receive this reason by e-mail and see it beside the file, so they can send a corrected
            one.
          </DialogContentText>
          <FormTextField
            control={control}
            name="Note"
            label="Reason"
            required
            fullWidth
            multiline
            minRows={3}
            autoFocus
            slotProps={{ htmlInput: { maxLength: REVIEW_NOTE_MAX }, formHelperText: { role: 'alert' } }}
          />
          <ErrorAlert message={error} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" color="error" loading={isPending}>
            Reject
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
