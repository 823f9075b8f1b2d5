import { messages } from '@bridgehub/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFile } from '../../../api/attachments.ts';
import { call, unwrap } from '../../../api/client.ts';
import { useFileDownload } from '../../../hooks/use-file-download.ts';
import { type DirectoryParams, exportParams } from '../lib/directory-query.ts';
import { CONSOLE_QUERY_KEY } from '../lib/query-keys.ts';

/**
 * GET /api/Staff/Vendors: one page of the directory. The page shown stays while the next one loads, so changing a
 * filter or the page does not empty the screen.
 */
export const useVendorDirectory = (params: DirectoryParams) =>
  useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'vendors', params],
    queryFn: async ({ signal }) => unwrap(await call('listStaffVendors', { query: params, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/Staff/Vendors/Export: the filtered directory as CSV, fetched with the staff token and saved as a file. */
export const useExportStaffVendors = () =>
  useFileDownload(
    (params: DirectoryParams) => fetchFile('exportStaffVendors', { query: exportParams(params) }, messages.apiError),
    () => 'vendors.csv',
  );
