import http from 'node:http';

/** One request's fate as the client saw it: an answer, or the socket error that replaced it. */
export type Outcome =
  | { status: number; body: string; sentAt: number; doneAt: number }
  | { error: string; isReusedSocket: boolean; sentAt: number; doneAt: number };

/**
 * POSTs JSON through `agent` with plain `node:http`, so that keep-alive reuse and every socket error (ECONNRESET,
 * "socket hang up", ECONNREFUSED) are seen exactly as a client sees them, never retried or hidden.
 */
export const postJson = (agent: http.Agent, url: string, body: unknown): Promise<Outcome> =>
  new Promise((resolve) => {
    const sentAt = Date.now();
    const failed = (error: NodeJS.ErrnoException) =>
      resolve({
        error: error.code ?? error.message,
        isReusedSocket: request.reusedSocket,
        sentAt,
        doneAt: Date.now(),
      });
    const request = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json' } });
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, sentAt, doneAt: Date.now() }));
      response.on('error', failed);
    });
    request.on('error', failed);
    request.end(JSON.stringify(body));
  });
