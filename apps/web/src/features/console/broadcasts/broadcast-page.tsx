import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useParams } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { consolePaths } from '../console-paths.ts';
import { useBroadcast } from './api.ts';
import { BroadcastForm } from './broadcast-form.tsx';
import { SentBroadcast } from './sent-broadcast.tsx';

/** `/console/broadcasts/:broadcastId`: a draft to write and send ('new' starts one), or a sent one's delivery log. */
export function BroadcastPage() {
  const param = useParams().broadcastId;
  const broadcastId = param === 'new' ? null : Number(param);
  const broadcast = useBroadcast(broadcastId);
  return (
    <>
      <Link component={RouterLink} to={consolePaths.broadcasts} sx={{ display: 'inline-block', mb: 2 }}>
        <Box component="span" aria-hidden="true">
          ←{' '}
        </Box>
        Back to Broadcasts
      </Link>
      {broadcastId === null ? (
        <BroadcastForm broadcast={null} />
      ) : (
        <QueryState query={broadcast} label="Loading the broadcast…">
          {(data) =>
            data.SentAt === null ? (
              <BroadcastForm key={data.BroadcastId} broadcast={data} />
            ) : (
              <SentBroadcast broadcast={data} />
            )
          }
        </QueryState>
      )}
    </>
  );
}
