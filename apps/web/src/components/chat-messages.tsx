import { type Chat, HUB_CHAT_TYPE } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatEventDateFor, formatInstant } from '../lib/format-date.ts';

/**
 * Who reads the thread decides which side is theirs and how dates read: the vendor in the page's language (the hub's
 * catalog holds these texts), staff in the console's English.
 */
const READERS = {
  vendor: {
    isOwn: (isHub: boolean) => !isHub,
    when: (utc: string, language: string) => formatEventDateFor(language, utc, undefined),
  },
  staff: { isOwn: (isHub: boolean) => isHub, when: (utc: string) => formatInstant(utc) },
} as const;

interface ChatMessagesProps {
  messages: Chat['ChatMessages'];
  /** Names the list: "Messages". */
  label: string;
  reader: keyof typeof READERS;
}

/** A thread's history as the vendor hub and the console draw it: the reader's messages on the right, the other's left. */
export function ChatMessages({ messages, label, reader }: ChatMessagesProps) {
  const { t, i18n } = useLingui();
  const { isOwn, when } = READERS[reader];
  const vendorName = reader === 'vendor' ? t`You` : t`Vendor`;
  const staffName = t`Program staff`;
  return (
    <Stack component="ol" spacing={1.5} aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {messages.map((message, index) => {
        const isHub = message.ChatType === HUB_CHAT_TYPE;
        const isMine = isOwn(isHub);
        return (
          <Box
            component="li"
            // biome-ignore lint/suspicious/noArrayIndexKey: a thread's history only grows at its end
            key={index}
            sx={{ display: 'flex', justifyContent: isMine ? 'flex-end' : 'flex-start' }}
          >
            <Box
              sx={{
                maxWidth: { xs: '88%', sm: '70%' },
                px: 1.5,
                py: 1,
                borderRadius: 2,
                border: 1,
                bgcolor: isMine ? 'primary.50' : 'grey.100',
                borderColor: isMine ? 'primary.light' : 'grey.300',
              }}
            >
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {/* Names and messages are as people wrote them, in any language: each reads in its own direction. */}
                <bdi>{message.User}</bdi>
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {` · ${isHub ? staffName : vendorName} · ${when(message.Date, i18n.locale)}`}
                </Box>
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {message.Message}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}
