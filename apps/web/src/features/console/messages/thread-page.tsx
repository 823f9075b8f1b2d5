import { CHAT_MESSAGE_MAX, HUB_CHAT_TYPE, messages, type StaffThread } from '@bridgehub/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useStaffMe } from '../account/api.ts';
import { ErrorAlert } from '../components/error-alert.tsx';
import { formatInstant } from '../components/format-date.ts';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths, toConsole } from '../console-paths.ts';
import { useReplyToThread, useStaffThread } from './api.ts';

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
      <Stack component="ol" spacing={1.5} aria-label="Messages" sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
        {Chat.ChatMessages.map((message, index) => {
          const isStaff = message.ChatType === HUB_CHAT_TYPE;
          return (
            <Box
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: a thread's history only grows at its end
              key={index}
              sx={{ display: 'flex', justifyContent: isStaff ? 'flex-end' : 'flex-start' }}
            >
              <Box
                sx={{
                  maxWidth: { xs: '90%', sm: '75%' },
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  bgcolor: isStaff ? 'primary.50' : 'grey.100',
                  borderColor: isStaff ? 'primary.light' : 'grey.300',
                }}
              >
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {message.User}
                  <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                    {` · ${isStaff ? 'Program staff' : 'Vendor'} · ${formatInstant(message.Date)}`}
                  </Box>
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.Message}</Typography>
              </Box>
            </Box>
          );
        })}
      </Stack>
      <ReplyForm chatId={Chat.ChatId} />
    </>
  );
}

const replySchema = z.object({ Message: z.string().trim().min(1, messages.emptyChatMessage).max(CHAT_MESSAGE_MAX) });

function ReplyForm({ chatId }: { chatId: number }) {
  const reply = useReplyToThread();
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
