import Typography from '@mui/material/Typography';
import { useUrlPage } from '../../../hooks/use-url-page.ts';
import { Pages } from '../components/pages.tsx';
import { QueryState } from '../components/query-state.tsx';
import { INBOX_PAGE_SIZE, useStaffInbox } from './api.ts';
import { ThreadList } from './thread-list.tsx';

/** `/console/messages`: every vendor thread, those awaiting a reply first, then newest activity first. */
export function InboxPage() {
  const [page, setPage] = useUrlPage();
  const inbox = useStaffInbox(page);

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
              <Pages
                page={page}
                total={Total}
                pageSize={INBOX_PAGE_SIZE}
                onChange={setPage}
                label="Pages of conversations"
              />
            </>
          )
        }
      </QueryState>
    </>
  );
}
