import Pagination from '@mui/material/Pagination';
import { useEffect } from 'react';

interface PagesProps {
  page: number;
  total: number;
  pageSize: number;
  /** `replace` when the page steps back by itself, so that the back button does not return to the empty page. */
  onChange: (page: number, options?: { replace?: boolean }) => void;
  /** Names the navigation: "Pages of …". */
  label: string;
}

/**
 * A paged list's page numbers, shown when there is more than one page. Deciding the last items of the last page (a
 * reviewed file, an answered thread) leaves that page empty: it then steps back to the one before.
 */
export function Pages({ page, total, pageSize, onChange, label }: PagesProps) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  useEffect(() => {
    if (page > count) onChange(count, { replace: true });
  }, [page, count, onChange]);
  if (count === 1) return null;
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_, next) => onChange(next)}
      // Fits a phone: first, previous, this, next, last.
      siblingCount={0}
      sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
      aria-label={label}
    />
  );
}
