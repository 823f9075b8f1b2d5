import type { ConsoleVendor, EngagementStatus } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatInstantDay } from '../../../lib/format-date.ts';

export const engagementLabels: Record<EngagementStatus, string> = {
  None: 'No engagement request',
  Requested: 'Engagement requested',
  Approved: 'Engaged with the program',
  Declined: 'Engagement declined',
};

/** The vendor at a glance, under its name: verification, lock, engagement, and when it was last active. */
export function VendorSummary({ vendor }: { vendor: ConsoleVendor }) {
  const items = [
    {
      label: vendor.VerifiedAt ? `Verified since ${formatInstantDay(vendor.VerifiedAt)}` : 'Not verified',
      color: 'default',
    },
    {
      label: vendor.Locked ? 'Editing locked' : 'Editing open',
      color: 'default',
    },
    {
      label: engagementLabels[vendor.Engagement.State],
      color: vendor.Engagement.State === 'Requested' ? 'primary' : 'default',
    },
  ] as const;
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        component="ul"
        aria-label="Status"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {items.map((item) => (
          <li key={item.label}>
            <Chip variant="outlined" color={item.color} label={item.label} />
          </li>
        ))}
      </Box>
      <Typography color="text.secondary">
        Registered {formatInstantDay(vendor.CreatedAt)} · Last activity {formatInstantDay(vendor.LastActivityAt)}
      </Typography>
    </Box>
  );
}
