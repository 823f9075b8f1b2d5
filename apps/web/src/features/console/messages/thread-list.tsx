import type { InboxThread } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../lib/format-date.ts';
import { toConsole } from '../console-paths.ts';

interface ThreadListProps {
  threads: InboxThread[];
  /** The list's accessible name. */
  label: string;
  /** The inbox names each thread's vendor; the vendor page need not. */
  showVendor?: boolean;
}

/** Threads as the inbox and the vendor page list them: each opens its thread page. */
export function ThreadList({ threads, label, showVendor = false }: ThreadListProps) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {threads.map((thread) => (
        <Paper
          key={thread.ChatId}
          component="li"
          variant="outlined"
          aria-label={thread.Subject}
          sx={{
            p: 2,
            borderLeft: 4,
            borderLeftColor: thread.AwaitingReply ? 'primary.main' : 'divider',
            display: 'grid',
            gap: 0.5,
          }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Link
              component={RouterLink}
              to={toConsole.thread(thread.ChatId)}
              sx={{ fontWeight: 600, flex: '1 1 auto', overflowWrap: 'anywhere' }}
            >
              {thread.Subject}
            </Link>
            {thread.AwaitingReply && <Chip size="small" color="primary" label="Awaiting reply" />}
          </Box>
          {showVendor && <Typography sx={{ overflowWrap: 'anywhere' }}>{thread.VendorName}</Typography>}
          <Typography
            color="text.secondary"
            sx={{
              overflowWrap: 'anywhere',
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
          >
            {thread.LastMessageUser}: {thread.LastMessageExcerpt}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatInstant(thread.LastMessageAt)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
