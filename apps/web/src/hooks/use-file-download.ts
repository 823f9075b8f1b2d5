import { useMutation } from '@tanstack/react-query';
import type { fetchFile } from '../api/attachments.ts';
import { ApiError } from '../api/client.ts';
import { saveFile } from '../lib/save-file.ts';

type FileAnswer = Awaited<ReturnType<typeof fetchFile>>;

/**
 * A file fetched with the session's token (`fetchFile`) and saved under the name the server gives, else `nameOf`'s.
 * A mutation, so that a screen shows the download as busy and its failure as an alert or a toast.
 */
export const useFileDownload = <V>(fetchOf: (variables: V) => Promise<FileAnswer>, nameOf: (variables: V) => string) =>
  useMutation({
    mutationFn: async (variables: V) => {
      const answer = await fetchOf(variables);
      if (!answer.Success) throw new ApiError(answer.ErrorMessage, answer.ErrorID);
      saveFile(answer.Response, answer.FileName ?? nameOf(variables));
    },
  });
