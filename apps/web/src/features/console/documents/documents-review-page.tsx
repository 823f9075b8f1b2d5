import type { DocumentsAwaitingReview } from '@bridgehub/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useUrlPage } from '../../../hooks/use-url-page.ts';
import { formatInstant } from '../../../lib/format-date.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { toConsole } from '../console-paths.ts';
import { QUEUE_PAGE_SIZE, useDocumentsAwaitingReview } from './api.ts';
import { ReviewActions } from './review-actions.tsx';

type QueueItem = DocumentsAwaitingReview['Items'][number];

/** `/console/documents`: the files vendors submitted that await review, oldest first; each decided here leaves it. */
export function DocumentsReviewPage() {
  const [page, setPage] = useUrlPage();
  const queue = useDocumentsAwaitingReview(page);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Documents
      </Typography>
      <QueryState query={queue} label="Loading documents…">
        {({ Items, Total }) =>
          Total === 0 ? (
            <Typography>No documents are awaiting review.</Typography>
          ) : (
            <>
              <Typography sx={{ mb: 2 }} role="status">
                {Total === 1 ? '1 file awaits review' : `${Total.toLocaleString('en-US')} files await review`}, oldest
                first.
              </Typography>
              <Box
                component="ul"
                aria-label="Documents awaiting review"
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
              >
                {Items.map((item) => (
                  <QueueEntry key={item.Id} item={item} />
                ))}
              </Box>
              <Pages
                page={page}
                total={Total}
                pageSize={QUEUE_PAGE_SIZE}
                onChange={setPage}
                label="Pages of documents awaiting review"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}

function QueueEntry({ item }: { item: QueueItem }) {
  return (
    <Paper component="li" variant="outlined" aria-label={item.FileName} sx={{ p: 2 }}>
      <Typography component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere', mb: 1 }}>
        {item.FileName}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mb: 1.5,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Vendor</dt>
        <dd>
          <Link component={RouterLink} to={`${toConsole.vendor(item.VendorId)}?tab=documents`}>
            {item.VendorName}
          </Link>
        </dd>
        <dt>Filed under</dt>
        <dd>{item.RequestId === null ? 'Additional documents' : item.RequestDescription}</dd>
        <dt>Document type</dt>
        <dd>{item.AttachmentType || 'Not given'}</dd>
        <dt>Submitted</dt>
        <dd>
          {formatInstant(item.SubmittedAt)}
          {item.SubmittedBy && ` by ${item.SubmittedBy}`}
        </dd>
      </Box>
      <ReviewActions file={item} />
    </Paper>
  );
}
