import type { ReviewStatus } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../lib/visually-hidden.ts';

const REVIEW_LABELS: Record<ReviewStatus, { text: string; color: 'default' | 'success' | 'error' }> = {
  AwaitingReview: { text: 'Awaiting review', color: 'default' },
  Accepted: { text: 'Accepted', color: 'success' },
  Rejected: { text: 'Rejected', color: 'error' },
};

/** The program's review of a file, in words (the colour only repeats them); the hub and the console show it alike. */
export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const label = REVIEW_LABELS[status];
  return (
    <Chip
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Review status:{' '}
          </Box>
          {label.text}
        </>
      }
      color={label.color}
      size="small"
      variant="outlined"
    />
  );
}
