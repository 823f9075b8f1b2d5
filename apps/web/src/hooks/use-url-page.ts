import { useSearchParams } from 'react-router';

/**
 * A list's page in the URL's `?page=`, so that a reload, a shared link or the back button returns to it. Page 1 is the
 * bare address; the other parameters (a tab, a view) stay as they are.
 */
export function useUrlPage() {
  const [search, setSearch] = useSearchParams();
  const raw = Number(search.get('page'));
  const page = Number.isSafeInteger(raw) && raw > 1 ? raw : 1;
  const setPage = (next: number, options?: { replace?: boolean }) =>
    setSearch((current) => {
      const changed = new URLSearchParams(current);
      if (next > 1) changed.set('page', String(next));
      else changed.delete('page');
      return changed;
    }, options);
  return [page, setPage] as const;
}
