import type { VendorDashboard } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { useVendorDashboard } from './api.ts';

const tileLabels: Record<keyof VendorDashboard, string> = {
  AwaitingVerification: 'Vendors awaiting verification',
  EngagementRequests: 'Engagement requests',
  ChatsAwaitingReply: 'Chats awaiting a reply',
  DocumentsAwaitingReview: 'Documents awaiting review',
  ContactsAwaitingApproval: 'Contacts awaiting approval',
};

const number = new Intl.NumberFormat('en-US');

/** "What needs you now": one tile for each queue, its count linking to the directory filtered to it. */
export function VendorDashboardTiles() {
  const dashboard = useVendorDashboard();
  return (
    <Box component="section" aria-labelledby="dashboard-title" sx={{ mb: 4 }}>
      <Typography id="dashboard-title" variant="h2" component="h2" gutterBottom>
        What needs you now
      </Typography>
      <QueryState query={dashboard} label="Counting what needs you…">
        {(tiles) => (
          <Box
            component="ul"
            aria-labelledby="dashboard-title"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
            }}
          >
            {(Object.keys(tileLabels) as (keyof VendorDashboard)[]).map((key) => {
              const { Count, Filter } = tiles[key];
              return (
                <Card
                  key={key}
                  component="li"
                  variant="outlined"
                  sx={{ bgcolor: Count > 0 ? 'background.paper' : 'transparent' }}
                >
                  <CardActionArea component={RouterLink} to={toConsole.vendors(Filter)} sx={{ height: '100%' }}>
                    <CardContent>
                      <Typography sx={{ fontWeight: 600 }}>{tileLabels[key]}</Typography>
                      {Count > 0 ? (
                        <Typography sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.2, color: 'primary.main' }}>
                          {number.format(Count)}
                        </Typography>
                      ) : (
                        <Typography color="text.secondary" sx={{ lineHeight: '2.4rem' }}>
                          Nothing waiting
                        </Typography>
                      )}
                    </CardContent>
                  </CardActionArea>
                </Card>
              );
            })}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
