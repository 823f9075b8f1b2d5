import { messages } from '@bridgehub/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { fetchFile, saveFile } from '../../../api/attachments.ts';
import { ApiError, call, unwrap } from '../../../api/client.ts';
import { CONSOLE_QUERY_KEY } from '../account/api.ts';
import { type DirectoryParams, exportParams } from './directory-query.ts';

/**
 * GET /api/Staff/Vendors: one page of the directory. The page shown stays while the next one loads, so changing a
 * filter or the page does not empty the screen.
 */
export const useVendorDirectory = (params: DirectoryParams) =>
  useQuery({
    queryKey: [...CONSOLE_QUERY_KEY, 'vendors', params],
    queryFn: async ({ signal }) => unwrap(await call('listConsoleVendors', { query: params, signal })),
    placeholderData: keepPreviousData,
  });

/** GET /api/Staff/Vendors/Export: the filtered directory as CSV, fetched with the staff token and saved as a file. */
export const useExportVendors = () =>
  useMutation({
    mutationFn: async (params: DirectoryParams) => {
      const answer = await fetchFile('exportConsoleVendors', { query: exportParams(params) }, messages.apiError);
      if (!answer.Success) throw new ApiError(answer.ErrorMessage, answer.ErrorID);
      saveFile(answer.Response, answer.FileName ?? 'vendors.csv');
    },
  });
