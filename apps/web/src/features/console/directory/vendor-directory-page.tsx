import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DirectoryFilters } from '../components/directory-filters.tsx';
import { QueryState } from '../components/query-state.tsx';
import { changeParams, clearedParams, isNarrowed, readDirectoryParams } from '../lib/directory-query.ts';
import { countOf } from '../lib/vendor-labels.ts';
import { useExportStaffVendors, useVendorDirectory } from './api.ts';
import { VendorCards, VendorTable } from './vendor-results.tsx';

const number = new Intl.NumberFormat('en-US');

/**
 * `/console/vendors`: search, filter, sort and page through the vendors, and export them as CSV. All of it is the URL's
 * query, so the dashboard links to a filtered list, and a reload or the back button keeps what was chosen.
 */
export function VendorDirectoryPage() {
  const [search, setSearch] = useSearchParams();
  const { params, query } = useMemo(() => readDirectoryParams(search), [search]);
  const directory = useVendorDirectory(params);
  const exportVendors = useExportStaffVendors();
  const isWide = useMediaQuery(useTheme().breakpoints.up('md'), { noSsr: true });
  const result = directory.data;
  const isNarrowedList = isNarrowed(params);

  const change = (changes: Record<string, string | undefined>, replace = false) =>
    setSearch(changeParams(params, changes), { replace });
  const clear = () => setSearch(clearedParams(params));

  // A page past the end (a link made when more vendors matched) turns into the last page.
  const lastPage = result ? Math.max(1, Math.ceil(result.Total / result.PageSize)) : 1;
  const isPastTheEnd = !directory.isPlaceholderData && query.Page > lastPage;
  useEffect(() => {
    if (isPastTheEnd)
      setSearch(changeParams(params, { Page: lastPage > 1 ? String(lastPage) : undefined }), { replace: true });
  }, [isPastTheEnd, lastPage, params, setSearch]);

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Typography variant="h1">Vendors</Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={exportVendors.isPending || result?.Total === 0}
          onClick={() => exportVendors.mutate(params)}
        >
          Export CSV
        </Button>
      </Box>
      <Box role="alert">
        {exportVendors.error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {exportVendors.error.message}
          </Alert>
        )}
      </Box>
      <DirectoryFilters params={params} onChange={change} />
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', minHeight: 40 }}
      >
        <Typography role="status" aria-live="polite" sx={{ fontWeight: 600 }}>
          {result && countOf(result.Total, 'vendor')}
        </Typography>
        {isNarrowedList && result && result.Total > 0 && <Button onClick={clear}>Clear filters</Button>}
      </Box>
      <QueryState query={directory} label="Loading vendors…">
        {({ Items, Total, PageSize }) =>
          Total === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography sx={{ mb: isNarrowedList ? 2 : 0 }}>
                {isNarrowedList ? 'No vendors match these filters.' : 'No vendors have registered yet.'}
              </Typography>
              {isNarrowedList && (
                <Button variant="contained" onClick={clear}>
                  Clear filters
                </Button>
              )}
            </Paper>
          ) : (
            // The list shown stays, dimmed, while the next one loads: the page does not jump.
            <Box
              aria-busy={directory.isPlaceholderData}
              sx={{ opacity: directory.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
            >
              {isWide ? <VendorTable rows={Items} /> : <VendorCards rows={Items} />}
              <TablePagination
                component="div"
                count={Total}
                page={Math.min(query.Page, lastPage) - 1}
                rowsPerPage={PageSize}
                rowsPerPageOptions={[]}
                onPageChange={(_, page) => change({ Page: page > 0 ? String(page + 1) : undefined })}
                labelDisplayedRows={({ from, to, count }) =>
                  `${number.format(from)}–${number.format(to)} of ${number.format(count)}`
                }
              />
            </Box>
          )
        }
      </QueryState>
    </>
  );
}
