import { type EndpointKey, messages, STORAGE_KEYS, UPLOAD_FIELD } from '@bridgehub/contract';
import { readAccessToken, urlOf } from './client.ts';

export interface UploadResult {
  Success: boolean;
  ErrorMessage: string | null;
  /** The attachment id. */
  Response: number | null;
}

const uploadKey: EndpointKey = 'uploadAttachment';

/**
 * POST /api/Attachment/New with the file in the multipart field 'file'. XMLHttpRequest, because fetch cannot report
 * upload progress (§7 "with upload progress"). §7: the answer is accepted only on HTTP 200.
 */
export const uploadAttachment = (file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  new Promise<UploadResult>((resolve) => {
    const request = new XMLHttpRequest();
    const failed = (message: string = messages.fileUploadFailed): UploadResult => ({
      Success: false,
      ErrorMessage: message,
      Response: null,
    });
    request.open('POST', urlOf(uploadKey));
    const token = readAccessToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      let body: Partial<UploadResult> | null = null;
      try {
        body = JSON.parse(request.responseText) as Partial<UploadResult>;
      } catch {
        body = null;
      }
      if (request.status !== 200 || !body) {
        console.warn(`[api] upload answered ${request.status}`);
        resolve(failed(body?.ErrorMessage ?? undefined));
        return;
      }
      resolve({
        Success: body.Success === true && typeof body.Response === 'number',
        ErrorMessage: body.ErrorMessage ?? null,
        Response: typeof body.Response === 'number' ? body.Response : null,
      });
    });
    request.addEventListener('error', () => resolve(failed()));
    request.addEventListener('abort', () => resolve(failed()));
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    request.send(form);
  });

/** GET /api/Attachment/Get?attachmentId=: a blob, saved under the file's name (§7). */
export const downloadAttachment = async (attachmentId: number, fileName: string): Promise<boolean> => {
  const token = globalThis.localStorage?.getItem(STORAGE_KEYS.accessToken);
  try {
    const response = await fetch(urlOf('getAttachment', { query: { attachmentId } }), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    if (!response.ok) {
      console.warn(`[api] download answered ${response.status}`);
      return false;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch (error) {
    console.warn('[api] download failed', error);
    return false;
  }
};
