import { type EndpointKey, messages, UPLOAD_FIELD } from '@bridgehub/contract';
import {
  type Answer,
  answerOf,
  type CallInput,
  type FailedAnswer,
  failed,
  isAccepted,
  readAccessToken,
  readJson,
  refused,
  routeOf,
  send,
  urlOf,
} from './client.ts';

/**
 * POST /api/Attachment/New with the file in the multipart field 'file'. XMLHttpRequest, because fetch cannot report
 * upload progress (§7 "with upload progress"); its answer is read by the client's `answerOf` like every other.
 */
export const uploadAttachment = (file: File, onProgress: (percent: number) => void, signal?: AbortSignal) =>
  new Promise<Answer<'uploadAttachment'>>((resolve) => {
    const request = new XMLHttpRequest();
    const token = readAccessToken();
    const settle = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      // A network failure or an abort leaves status 0, which the rules turn into 'File failed to upload.'.
      resolve(answerOf('uploadAttachment', { status: request.status, body, token }, messages.fileUploadFailed));
    };
    request.open('POST', urlOf('uploadAttachment'));
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('loadend', settle);
    signal?.addEventListener('abort', () => request.abort());
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    request.send(form);
  });

/** The file name a `content-disposition` header offers: its UTF-8 `filename*` first, else its plain `filename`. */
export const fileNameOf = (disposition: string | null): string | null => {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed encoding: the plain name below still names the file.
    }
  }
  return disposition?.match(/filename="([^"]*)"/i)?.[1] ?? null;
};

/**
 * Fetches a file endpoint (a download) under the client's answer rules: the file, with the name the server gave it if
 * any, on an accepted status; else a failure.
 */
export async function fetchFile<K extends EndpointKey>(
  key: K,
  input: CallInput<K>,
  fallback: string,
): Promise<{ Success: true; Response: Blob; FileName: string | null } | FailedAnswer> {
  const sent = await send(key, input, fallback);
  if ('Success' in sent) return sent;
  const { response, token } = sent;
  const endpoint = routeOf(key);
  if (!isAccepted(endpoint, response.status)) {
    return refused(endpoint, { status: response.status, body: await readJson(response), token }, fallback);
  }
  try {
    return {
      Success: true,
      Response: await response.blob(),
      FileName: fileNameOf(response.headers.get('content-disposition')),
    };
  } catch (error) {
    console.warn(`[api] ${endpoint.path}: the download broke off`, error);
    return failed(fallback);
  }
}
