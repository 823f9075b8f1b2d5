import {
  AUDIENCE_KINDS,
  type AudienceKind,
  BROADCAST_BODY_MAX,
  BROADCAST_SUBJECT_MAX,
  type Broadcast,
  type BroadcastDraft,
  type BroadcastPreview,
  broadcastMessages,
} from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatInstantDay } from '../../../lib/format-date.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { DirectoryFilters } from '../components/directory-filters.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { RichTextEditor } from '../components/rich-text-editor.tsx';
import { useConfirmation } from '../components/use-confirmation.ts';
import { consolePaths, toConsole } from '../console-paths.ts';
import { changeParams, type DirectoryParams } from '../lib/directory-query.ts';
import {
  useBroadcastEvents,
  useDeleteBroadcast,
  usePreviewBroadcast,
  useSaveBroadcast,
  useSendBroadcast,
} from './api.ts';

const audienceLabels: Record<AudienceKind, string> = {
  AllContacts: 'All enabled vendor contacts',
  Vendors: 'Contacts of vendors matching a filter',
  EventRegistrants: 'Registrants of an event',
  CheckedInAttendees: 'Attendees who checked in to an event',
};

const isEventAudience = (kind: AudienceKind) => kind === 'EventRegistrants' || kind === 'CheckedInAttendees';

/** The words of some HTML, as the server judges an empty message. */
const wordsOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';

const formSchema = z
  .object({
    Subject: z.string().trim().min(1, broadcastMessages.subjectRequired).max(BROADCAST_SUBJECT_MAX),
    BodyHtml: z
      .string()
      .max(BROADCAST_BODY_MAX)
      .refine((html) => wordsOf(html) !== '', broadcastMessages.bodyRequired),
    Kind: z.enum(AUDIENCE_KINDS),
    EventId: z.string(),
  })
  .superRefine((values, context) => {
    if (isEventAudience(values.Kind) && values.EventId === '') {
      context.addIssue({ code: 'custom', path: ['EventId'], message: broadcastMessages.eventRequired });
    }
  });
type FormValues = z.infer<typeof formSchema>;

const draftOf = (values: FormValues, filter: DirectoryParams): BroadcastDraft => ({
  Subject: values.Subject,
  BodyHtml: values.BodyHtml,
  Audience: {
    Kind: values.Kind,
    ...(values.Kind === 'Vendors' ? { Filter: filter } : {}),
    ...(isEventAudience(values.Kind) ? { EventId: values.EventId } : {}),
  },
});

const recipientsText = (count: number) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? 'recipient' : 'recipients'}`;

/** A draft: subject, rich text and audience; save it, preview the mail, send it after a confirmation naming the count. */
export function BroadcastForm({ broadcast }: { broadcast: Broadcast | null }) {
  const navigate = useNavigate();
  const save = useSaveBroadcast();
  const preview = usePreviewBroadcast();
  const send = useSendBroadcast();
  const remove = useDeleteBroadcast();
  const events = useBroadcastEvents();
  const confirmation = useConfirmation();
  const [filter, setFilter] = useState<DirectoryParams>(broadcast?.Audience.Filter ?? {});
  const [shown, setShown] = useState<BroadcastPreview | null>(null);
  const { control, handleSubmit, watch } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      Subject: broadcast?.Subject ?? '',
      BodyHtml: broadcast?.BodyHtml ?? '',
      Kind: broadcast?.Audience.Kind ?? 'AllContacts',
      EventId: broadcast?.Audience.EventId ?? '',
    },
  });
  const kind = watch('Kind');

  // A new draft saved on the way to sending keeps this screen (and its confirmation) until it is sent.
  const [savedId, setSavedId] = useState<number | null>(broadcast?.BroadcastId ?? null);
  const saveDraft = async (values: FormValues) => {
    const saved = await save.mutateAsync({
      ...draftOf(values, filter),
      ...(savedId === null ? {} : { BroadcastId: savedId }),
    });
    setSavedId(saved.BroadcastId);
    return saved;
  };

  const askToSend = async (values: FormValues) => {
    const saved = await saveDraft(values);
    const counted = await preview.mutateAsync(draftOf(values, filter));
    setShown(counted);
    confirmation.ask({
      title: 'Send this broadcast?',
      text: `“${saved.Subject}” goes to ${recipientsText(counted.Recipients)} now${
        counted.Skipped > 0 ? `; ${recipientsText(counted.Skipped)} who unsubscribed will be skipped` : ''
      }. A sent broadcast cannot be changed or called back.`,
      action: `Send to ${recipientsText(counted.Recipients)}`,
      onConfirm: () =>
        send.mutate(saved.BroadcastId, {
          onSuccess: () => {
            if (!broadcast) void navigate(toConsole.broadcast(saved.BroadcastId), { replace: true });
          },
        }),
    });
  };

  const error = save.error ?? preview.error ?? send.error ?? remove.error;
  const isBusy = save.isPending || preview.isPending || send.isPending || remove.isPending;

  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {broadcast ? 'Draft broadcast' : 'New broadcast'}
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Broadcast"
        onSubmit={handleSubmit((values) =>
          saveDraft(values).then(
            // A new draft gets its own address, so a reload or a link reopens it.
            (saved) => (broadcast ? undefined : navigate(toConsole.broadcast(saved.BroadcastId), { replace: true })),
            () => undefined,
          ),
        )}
        sx={{ display: 'grid', gap: 3 }}
      >
        <FormTextField control={control} name="Subject" label="Subject" required fullWidth />
        <Controller
          control={control}
          name="BodyHtml"
          render={({ field, fieldState }) => (
            <RichTextEditor
              label="Message"
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
              error={fieldState.error?.message}
              helperText="Each mail ends with an unsubscribe link."
            />
          )}
        />
        <Controller
          control={control}
          name="Kind"
          render={({ field }) => (
            <FormControl component="fieldset">
              <FormLabel component="legend">Audience</FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {AUDIENCE_KINDS.map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio />} label={audienceLabels[value]} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
        {kind === 'Vendors' && (
          <Box>
            <Typography variant="h2" component="h2" gutterBottom>
              Which vendors
            </Typography>
            <DirectoryFilters
              params={filter}
              onChange={(changes) => setFilter((now) => changeParams(now, changes))}
              isSortable={false}
            />
          </Box>
        )}
        {isEventAudience(kind) && (
          <Controller
            control={control}
            name="EventId"
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Event"
                required
                name={field.name}
                value={field.value}
                inputRef={field.ref}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{events.isPending ? 'Loading events…' : 'Choose an event…'}</option>
                {(events.data ?? []).map((event) => (
                  <option key={event.EventId} value={event.EventId}>
                    {`${event.Name}, ${formatInstantDay(event.StartsAt)} (${event.Registrants} registered, ${event.CheckedIn} checked in)`}
                  </option>
                ))}
              </TextField>
            )}
          />
        )}
        <ErrorAlert message={error?.message} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          <Button type="submit" variant="outlined" disabled={isBusy}>
            Save draft
          </Button>
          <Button
            variant="outlined"
            disabled={isBusy}
            onClick={handleSubmit((values) =>
              preview.mutate(draftOf(values, filter), { onSuccess: (answer) => setShown(answer) }),
            )}
          >
            Preview
          </Button>
          <Button
            variant="contained"
            disabled={isBusy}
            onClick={handleSubmit((values) => askToSend(values).catch(() => undefined))}
          >
            Send…
          </Button>
          {broadcast && (
            <Button
              color="error"
              disabled={isBusy}
              onClick={() =>
                confirmation.ask({
                  title: 'Delete this draft?',
                  text: `“${broadcast.Subject}” will be gone.`,
                  action: 'Delete draft',
                  isDestructive: true,
                  onConfirm: () =>
                    remove.mutate(broadcast.BroadcastId, { onSuccess: () => navigate(consolePaths.broadcasts) }),
                })
              }
            >
              Delete draft
            </Button>
          )}
        </Box>
      </Box>
      {shown && <MailPreview preview={shown} />}
      <ConfirmDialog {...confirmation.dialogProps} />
    </>
  );
}

/** The mail as its recipients get it, in a sandbox: its HTML runs nothing and cannot restyle the console. */
function MailPreview({ preview }: { preview: BroadcastPreview }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="broadcast-preview"
      sx={{ mt: 4, p: { xs: 2, sm: 3 } }}
    >
      <Typography id="broadcast-preview" variant="h2" component="h2" gutterBottom>
        Preview
      </Typography>
      <Typography role="status" sx={{ mb: 2 }}>
        {`Goes to ${recipientsText(preview.Recipients)}.`}
        {preview.Skipped > 0 && ` ${recipientsText(preview.Skipped)} who unsubscribed will be skipped.`}
      </Typography>
      <Box
        component="iframe"
        title={`Preview of the mail “${preview.Subject}”`}
        sandbox=""
        srcDoc={preview.Html}
        sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#f4f5f7' }}
      />
    </Paper>
  );
}
