import type { ReviewStatus } from '@bridgehub/contract';
import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { visuallyHidden } from '../lib/visually-hidden.ts';

const REVIEW_COLORS: Record<ReviewStatus, 'default' | 'success' | 'error'> = {
  AwaitingReview: 'default',
  Accepted: 'success',
  Rejected: 'error',
};

/**
 * The program's review of a file, in words (the colour only repeats them); the hub and the console show it alike, the
 * hub in the page's language (the hub's catalog holds these texts), the console in English.
 */
export function ReviewStatusChip({ status }: { status: ReviewStatus }) {
  const { t } = useLingui();
  const texts: Record<ReviewStatus, string> = {
    AwaitingReview: t`Awaiting review`,
    Accepted: t`Accepted`,
    Rejected: t`Rejected`,
  };
  const label = { text: texts[status], color: REVIEW_COLORS[status] };
  return (
    <Chip
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            {t`Review status:`}{' '}
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
