import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { QueryState } from '../components/query-state.tsx';
import { INBOX_PAGE_SIZE, useStaffInbox } from './api.ts';
import { ThreadList } from './thread-list.tsx';

/** `/console/messages`: every vendor thread, those awaiting a reply first, then newest activity first. */
export function InboxPage() {
  const [page, setPage] = useState(1);
  const inbox = useStaffInbox(page);
  const pageCount = Math.max(1, Math.ceil((inbox.data?.Total ?? 0) / INBOX_PAGE_SIZE));

  useEffect(() => {
    if (page > pageCount) setPage(pageCount);
  }, [page, pageCount]);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        Messages
      </Typography>
      <QueryState query={inbox} label="Loading messages…">
        {({ Threads, Total, AwaitingReply }) =>
          Total === 0 ? (
            <Typography>No vendor has written yet, and no conversation has been started.</Typography>
          ) : (
            <>
              <Typography sx={{ mb: 2 }}>
                {AwaitingReply === 0
                  ? 'Every conversation has a reply.'
                  : `${AwaitingReply.toLocaleString('en-US')} awaiting a reply, listed first.`}
              </Typography>
              <ThreadList threads={Threads} label="Conversations" showVendor />
              {pageCount > 1 && (
                <Pagination
                  count={pageCount}
                  page={page}
                  onChange={(_, next) => setPage(next)}
                  sx={{ mt: 3 }}
                  aria-label="Pages of conversations"
                />
              )}
            </>
          )
        }
      </QueryState>
    </>
  );
}
