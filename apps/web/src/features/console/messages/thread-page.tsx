import { CHAT_MESSAGE_MAX, messages, type StaffThread } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { ChatMessages } from '../../../components/chat-messages.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { formatInstant } from '../../../lib/format-date.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths, toConsole } from '../console-paths.ts';
import { useStaffMe } from '../lib/staff-me.ts';
import { useReplyToStaffThread, useStaffThread } from './api.ts';

/** `/console/messages/:chatId`: one vendor thread, and a reply under the staff member's display name. */
export function ThreadPage() {
  const chatId = Number(useParams().chatId);
  const thread = useStaffThread(chatId);
  return (
    <>
      <Link component={RouterLink} to={consolePaths.messages} sx={{ display: 'inline-block', mb: 2 }}>
        <Box component="span" aria-hidden="true">
          ←{' '}
        </Box>
        Back to Messages
      </Link>
      <QueryState query={thread} label="Loading the conversation…">
        {(data) => <Conversation thread={data} />}
      </QueryState>
    </>
  );
}

function Conversation({ thread }: { thread: StaffThread }) {
  const { Chat, VendorId, VendorName } = thread;
  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {Chat.Subject}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        With{' '}
        <Link component={RouterLink} to={`${toConsole.vendor(VendorId)}?tab=messages`}>
          {VendorName}
        </Link>
        , started {formatInstant(Chat.ChatOpened)}
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ChatMessages messages={Chat.ChatMessages} label="Messages" reader="staff" />
      </Box>
      <ReplyForm chatId={Chat.ChatId} />
    </>
  );
}

const replySchema = z.object({ Message: z.string().trim().min(1, messages.emptyChatMessage).max(CHAT_MESSAGE_MAX) });

function ReplyForm({ chatId }: { chatId: number }) {
  const reply = useReplyToStaffThread();
  const me = useStaffMe();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(replySchema),
    defaultValues: { Message: '' },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" component="h2" gutterBottom>
        Reply
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="Reply"
        onSubmit={handleSubmit((values) =>
          reply.mutate({ ChatId: chatId, Message: values.Message }, { onSuccess: () => reset() }),
        )}
        sx={{ display: 'grid', gap: 2 }}
      >
        <FormTextField
          control={control}
          name="Message"
          label="Message"
          required
          multiline
          minRows={3}
          helperText={
            me.data
              ? `The vendor sees it from ${me.data.DisplayName}, and its contacts are e-mailed.`
              : 'The vendor’s contacts are e-mailed.'
          }
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" loading={reply.isPending}>
            Send reply
          </Button>
        </Box>
      </Box>
      <ErrorAlert message={reply.error?.message} />
    </Paper>
  );
}
