import { type ConsoleVendor, declineEngagementSchema, REASON_MAX, vendorStaffMessages } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatInstant } from '../../../lib/format-date.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { useApproveEngagement, useDeclineEngagement } from './api.ts';
import { engagementLabels } from './vendor-summary.tsx';

const explanations: Record<ConsoleVendor['Engagement']['State'], string> = {
  None: 'The vendor has not asked to engage with the program. A verified vendor asks from its My Business page.',
  Requested: 'The vendor asked to engage with the program and waits for your decision.',
  Approved: 'The vendor can work with the program.',
  Declined: 'The request was declined. The vendor may ask again once the reason is addressed.',
};

/** §6 program engagement from the program's side: the request, its dates, and the decision. */
export function EngagementTab({ vendor }: { vendor: ConsoleVendor }) {
  const approve = useApproveEngagement(vendor.VendorId);
  const [isDeclining, setDeclining] = useState(false);
  const { State, RequestedAt, ApprovedAt, DeclinedAt, DeclineReason } = vendor.Engagement;
  const dates: [string, string | null][] = [
    ['Requested', RequestedAt],
    ['Approved', ApprovedAt],
    ['Declined', DeclinedAt],
  ];
  const shownDates = dates.filter((entry): entry is [string, string] => entry[1] !== null);

  return (
    <section aria-labelledby="engagement-heading">
      <Typography id="engagement-heading" variant="h2" gutterBottom>
        Program engagement
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{engagementLabels[State]}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {explanations[State]}
      </Typography>
      {shownDates.length > 0 && (
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
        >
          {shownDates.map(([label, at]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatInstant(at)}
              </Typography>
            </Box>
          ))}
          {State === 'Declined' && DeclineReason && (
            <>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                Reason
              </Typography>
              <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {DeclineReason}
              </Typography>
            </>
          )}
        </Box>
      )}
      <ErrorAlert message={approve.error?.message} />
      {(State === 'Requested' || State === 'Declined') && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" loading={approve.isPending} onClick={() => approve.mutate(undefined)}>
            Approve engagement
          </Button>
          {State === 'Requested' && (
            <Button variant="outlined" color="error" onClick={() => setDeclining(true)}>
              Decline engagement
            </Button>
          )}
        </Box>
      )}
      <DeclineDialog vendorId={vendor.VendorId} open={isDeclining} onClose={() => setDeclining(false)} />
    </section>
  );
}

/** The endpoint's body less the vendor, which is the page's; the server's message for no reason, before a round trip. */
const declineFormSchema = declineEngagementSchema.pick({ Reason: true }).extend({
  Reason: declineEngagementSchema.shape.Reason.refine(
    (reason) => reason.trim() !== '',
    vendorStaffMessages.declineReasonRequired,
  ),
});

/** Declining needs a reason: it is mailed to the vendor's contacts, who may ask again once it is addressed. */
function DeclineDialog({ vendorId, open, onClose }: { vendorId: number; open: boolean; onClose: () => void }) {
  const decline = useDeclineEngagement(vendorId);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(declineFormSchema), defaultValues: { Reason: '' } });
  const submit = handleSubmit(({ Reason }) => decline.mutate(Reason.trim(), { onSuccess: onClose }));

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="decline-title"
      fullWidth
      maxWidth="sm"
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: (event: FormEvent<HTMLFormElement>) => {
            decline.reset();
            void submit(event);
          },
          noValidate: true,
        } as object,
        transition: {
          onExited: () => {
            reset();
            decline.reset();
          },
        },
      }}
    >
      <DialogTitle id="decline-title">Decline the engagement request?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The reason is e-mailed to the vendor's contacts. They can ask again once it is addressed.
        </DialogContentText>
        <FormTextField
          control={control}
          name="Reason"
          label="Reason for declining"
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          isErrorInAlert
          helperText="The vendor reads it as you write it."
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        <ErrorAlert message={errors.Reason?.message ?? decline.error?.message} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained" color="error" loading={decline.isPending}>
          Decline engagement
        </Button>
      </DialogActions>
    </Dialog>
  );
}
