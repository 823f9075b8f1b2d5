import { type Broadcast, DELIVERY_STATUSES, type DeliveryStatus } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { formatInstant } from '../../../lib/format-date.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { DELIVERIES_PAGE_SIZE, useBroadcastDeliveries } from './api.ts';
import { deliveryStatusLabels, describeCounts } from './delivery-labels.ts';

const statusColors: Record<DeliveryStatus, 'default' | 'success' | 'error' | 'primary'> = {
  Queued: 'primary',
  Sent: 'success',
  Failed: 'error',
  Skipped: 'default',
};

/** A sent broadcast: what went, to whom, and each recipient's delivery. */
export function SentBroadcast({ broadcast }: { broadcast: Broadcast }) {
  return (
    <>
      <Typography variant="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {broadcast.Subject}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {`Sent ${formatInstant(broadcast.SentAt ?? broadcast.CreatedAt)} to: ${broadcast.Audience.Description}.`}
      </Typography>
      <Typography role="status" sx={{ mb: 3 }}>
        {describeCounts(broadcast.Counts)}.
      </Typography>
      <Paper variant="outlined" component="section" aria-labelledby="sent-message" sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}>
        <Typography id="sent-message" variant="h2" component="h2" gutterBottom>
          Message
        </Typography>
        <Box
          sx={{ overflowWrap: 'anywhere', '& a': { color: 'primary.main' } }}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitized it when the draft was saved, as event descriptions
          dangerouslySetInnerHTML={{ __html: broadcast.BodyHtml }}
        />
      </Paper>
      <DeliveryLog broadcastId={broadcast.BroadcastId} />
    </>
  );
}

function DeliveryLog({ broadcastId }: { broadcastId: number }) {
  const [status, setStatus] = useState<DeliveryStatus | null>(null);
  const [page, setPage] = useState(1);
  const log = useBroadcastDeliveries(broadcastId, status, page);
  return (
    <Box component="section" aria-labelledby="delivery-log">
      <Typography id="delivery-log" variant="h2" component="h2" gutterBottom>
        Delivery log
      </Typography>
      <TextField
        select
        label="Show"
        value={status ?? ''}
        onChange={(event) => {
          setStatus((event.target.value || null) as DeliveryStatus | null);
          setPage(1);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ mb: 2, minWidth: 240 }}
      >
        <option value="">Every recipient</option>
        {DELIVERY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {deliveryStatusLabels[value]}
          </option>
        ))}
      </TextField>
      <QueryState query={log} label="Loading the delivery log…">
        {({ Items, Total }) =>
          Total === 0 ? (
            <Typography>No recipient with this status.</Typography>
          ) : (
            <>
              <Box
                component="ul"
                aria-label="Recipients"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
              >
                {Items.map((item) => (
                  <Paper
                    key={item.Email}
                    component="li"
                    variant="outlined"
                    sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
                  >
                    <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
                      <Typography sx={{ overflowWrap: 'anywhere' }}>{item.Email}</Typography>
                      {item.Name && (
                        <Typography variant="body2" color="text.secondary">
                          {item.Name}
                        </Typography>
                      )}
                      {item.Error && item.Status !== 'Skipped' && (
                        <Typography variant="body2" color="error.dark" sx={{ overflowWrap: 'anywhere' }}>
                          {item.Error}
                        </Typography>
                      )}
                    </Box>
                    <Typography variant="body2" color="text.secondary">
                      {item.SentAt ? formatInstant(item.SentAt) : ''}
                    </Typography>
                    <Chip size="small" color={statusColors[item.Status]} label={deliveryStatusLabels[item.Status]} />
                  </Paper>
                ))}
              </Box>
              <Pages
                page={page}
                total={Total}
                pageSize={DELIVERIES_PAGE_SIZE}
                onChange={setPage}
                label="Pages of recipients"
              />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
