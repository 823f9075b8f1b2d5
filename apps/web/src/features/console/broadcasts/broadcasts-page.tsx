import type { BroadcastListItem } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useUrlPage } from '../../../hooks/use-url-page.ts';
import { formatInstant } from '../../../lib/format-date.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { BROADCASTS_PAGE_SIZE, useBroadcasts } from './api.ts';
import { describeCounts } from './delivery-labels.ts';

/** `/console/broadcasts`: drafts first, then sent broadcasts with how their delivery went. */
export function BroadcastsPage() {
  const [page, setPage] = useUrlPage();
  const list = useBroadcasts(page);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h1" sx={{ flex: '1 1 auto' }}>
          Broadcasts
        </Typography>
        <Button variant="contained" component={RouterLink} to={toConsole.broadcast('new')}>
          New broadcast
        </Button>
      </Box>
      <QueryState query={list} label="Loading broadcasts…">
        {({ Items, Total }) =>
          Total === 0 ? (
            <Typography>No broadcast yet. Write one to vendor contacts or to an event’s attendees.</Typography>
          ) : (
            <>
              <Box
                component="ul"
                aria-label="Broadcasts"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {Items.map((item) => (
                  <BroadcastItem key={item.BroadcastId} broadcast={item} />
                ))}
              </Box>
              <Pages
                page={page}
                total={Total}
                pageSize={BROADCASTS_PAGE_SIZE}
                onChange={setPage}
                label="Pages of broadcasts"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function BroadcastItem({ broadcast }: { broadcast: BroadcastListItem }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Link
          component={RouterLink}
          to={toConsole.broadcast(broadcast.BroadcastId)}
          sx={{ fontWeight: 600, flex: '1 1 auto', overflowWrap: 'anywhere' }}
        >
          {broadcast.Subject}
        </Link>
        {broadcast.SentAt === null ? (
          <Chip size="small" label="Draft" />
        ) : (
          <Chip size="small" color="success" label="Sent" />
        )}
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{broadcast.Audience.Description}</Typography>
      <Typography variant="body2" color="text.secondary">
        {broadcast.SentAt === null
          ? `Created ${formatInstant(broadcast.CreatedAt)} by ${broadcast.CreatedBy || 'a former staff member'}`
          : `Sent ${formatInstant(broadcast.SentAt)}: ${describeCounts(broadcast.Counts)}`}
      </Typography>
    </Paper>
  );
}
