import { CHAT_MESSAGE_MAX, CHAT_SUBJECT_MAX, messages } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { useStartStaffThread, useVendorThreads } from './api.ts';
import { ThreadList } from './thread-list.tsx';

/** The vendor page's Messages: its threads, each opening the thread page, and a new conversation. */
export function VendorMessagesPanel({ vendorId }: { vendorId: number }) {
  const threads = useVendorThreads(vendorId);
  return (
    <section aria-labelledby="vendor-messages-heading">
      <Typography id="vendor-messages-heading" variant="h2" component="h2" gutterBottom>
        Messages
      </Typography>
      <Stack spacing={3}>
        <QueryState query={threads} label="Loading conversations…">
          {({ Threads }) =>
            Threads.length === 0 ? (
              <Typography color="text.secondary">No conversations with this vendor yet.</Typography>
            ) : (
              <ThreadList threads={Threads} label="Conversations with this vendor" />
            )
          }
        </QueryState>
        <StartThreadForm vendorId={vendorId} />
      </Stack>
    </section>
  );
}

const startSchema = z.object({
  Subject: z.string().trim().min(1, messages.chatSubjectRequired).max(CHAT_SUBJECT_MAX),
  Message: z.string().trim().min(1, messages.emptyChatMessage).max(CHAT_MESSAGE_MAX),
});

function StartThreadForm({ vendorId }: { vendorId: number }) {
  const start = useStartStaffThread();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(startSchema),
    defaultValues: { Subject: '', Message: '' },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h3" component="h3" gutterBottom sx={{ fontSize: '1.2rem' }}>
        Start a conversation
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Start a conversation"
        onSubmit={handleSubmit((values) =>
          start.mutate({ VendorId: vendorId, ...values }, { onSuccess: () => reset() }),
        )}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={control}
          name="Subject"
          label="Subject"
          required
          slotProps={{ htmlInput: { maxLength: CHAT_SUBJECT_MAX } }}
        />
        <FormTextField
          control={control}
          name="Message"
          label="Message"
          required
          multiline
          minRows={3}
          helperText="The vendor sees it under your display name in its Messages, and its contacts are e-mailed."
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={start.isPending}>
            Start conversation
          </Button>
        </Box>
      </Box>
      <ErrorAlert message={start.error?.message} />
    </Paper>
  );
}
