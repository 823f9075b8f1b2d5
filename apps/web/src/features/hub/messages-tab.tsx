import { CHAT_MESSAGE_MAX, CHAT_SUBJECT_MAX, type Chat, messages, type VendorInfo } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useSendChatMessage, useStartChat } from '../../api/hub.ts';
import { ChatMessages } from '../../components/chat-messages.tsx';
import { useTranslated } from '../../i18n/translated.ts';
import { formatEventDateFor } from '../../lib/format-date.ts';
import { toast } from '../../lib/toast.ts';

/** §2 Messages: threads with subject, start date and history (hub left, vendor right), New Message and Send. */
export function MessagesTab({ vendor }: { vendor: VendorInfo }) {
  const { t } = useLingui();
  return (
    <Stack spacing={4}>
      <NewThread />
      <section aria-labelledby="threads-heading">
        <Typography id="threads-heading" variant="h2" gutterBottom>
          {t`Conversations`}
        </Typography>
        {vendor.Chats.length === 0 && (
          <Typography color="text.secondary">{t`No conversations yet. Start one above.`}</Typography>
        )}
        <Stack spacing={3}>
          {vendor.Chats.map((chat) => (
            <Thread key={chat.ChatId} chat={chat} />
          ))}
        </Stack>
      </section>
    </Stack>
  );
}

/** §8: a server message when there is one, otherwise 'Error Sending Message'; in the page's language. */
const useReportAnswer = () => {
  const translate = useTranslated();
  return (answer: { Success: boolean; ErrorMessage: string | null }) => {
    if (answer.Success) toast.success(translate(messages.sentMessage));
    else toast.error(translate(answer.ErrorMessage || messages.errorSendingMessage));
    return answer.Success;
  };
};

function NewThread() {
  const { t } = useLingui();
  const translate = useTranslated();
  const reportAnswer = useReportAnswer();
  const start = useStartChat();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (subject.trim() === '') return void toast.error(translate(messages.chatSubjectRequired));
    if (message.trim() === '') return void toast.error(translate(messages.emptyChatMessage));
    if (reportAnswer(await start.mutateAsync({ Subject: subject, Message: message }))) {
      setSubject('');
      setMessage('');
    }
  };
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-labelledby="new-thread-heading">
      <Typography id="new-thread-heading" variant="h2" gutterBottom>
        {t`Start a conversation`}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <TextField
          label={t`Subject`}
          required
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_SUBJECT_MAX } }}
        />
        <TextField
          label={t`Message`}
          required
          multiline
          minRows={2}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={start.isPending}>
            {t`Start conversation`}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}

function Thread({ chat }: { chat: Chat }) {
  const { t, i18n } = useLingui();
  const translate = useTranslated();
  const reportAnswer = useReportAnswer();
  const send = useSendChatMessage();
  const [message, setMessage] = useState('');
  const headingId = useId();
  const started = formatEventDateFor(i18n.locale, chat.ChatOpened, undefined);
  const subject = chat.Subject;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // §5: a new message cannot be empty; no request is sent.
    if (message.trim() === '') return void toast.error(translate(messages.emptyChatMessage));
    if (reportAnswer(await send.mutateAsync({ ChatId: chat.ChatId, Message: message }))) setMessage('');
  };
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2 }} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" dir="auto" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        {chat.Subject}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t`Started ${started}`}
      </Typography>
      <Box sx={{ mb: 2 }}>
        <ChatMessages messages={chat.ChatMessages} label={t`Messages of ${subject}`} reader="vendor" />
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          label={t`New Message`}
          multiline
          minRows={1}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CHAT_MESSAGE_MAX } }}
          sx={{ flex: '1 1 16rem' }}
        />
        <Button type="submit" variant="contained" disabled={send.isPending} sx={{ mt: 1 }}>
          {t`Send`}
        </Button>
      </Box>
    </Paper>
  );
}
