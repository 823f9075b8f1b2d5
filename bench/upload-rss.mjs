// Measures the server's memory (RSS) while one 250 MB file is uploaded: the upload must stream to storage, so RSS
// stays within 64 MB of where it started. Starts the real product on a fresh DATA_DIR, signs in as the demo vendor
// through the e-mailed link (read from the dev outbox files), uploads a generated PDF and samples /proc/<pid>/status.
// STORAGE=s3 stores the upload in a bucket of an S3-compatible server (s3rver) started here, as the tests do.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 3290);
const sizeMb = Number(process.env.UPLOAD_MB ?? 250);
const base = `http://localhost:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'bridgehub-bench-'));
const demoEmail = 'jordan.lee@demo-vendor.example';

const storage = process.env.STORAGE ?? 'local';

/** An S3-compatible server in this process, its files in DATA_DIR/s3 (not the server's own DATA_DIR/uploads). */
const startS3 = async () => {
  const { default: S3rver } = await import('s3rver');
  const bucket = 'bridgehub-bench';
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: join(dataDir, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3rver.run();
  return {
    s3rver,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
  };
};
const s3 = storage === 's3' ? await startS3() : null;

const server = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: {
    ...process.env,
    ...s3?.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    MAX_UPLOAD_MB: String(sizeMb + 10),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = () => {
  const line = readFileSync(`/proc/${server.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return line ? Number(line[1]) / 1024 : Number.NaN;
};

const waitFor = async (check, what, timeoutMs = 120_000) => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const value = await check().catch(() => null);
    if (value) return value;
    await sleep(200);
  }
  throw new Error(`timed out waiting for ${what}`);
};

const signIn = async () => {
  await fetch(`${base}/api/auth/VendorUser/Login?email=${encodeURIComponent(demoEmail)}`, { method: 'POST' });
  const token = await waitFor(async () => {
    for (const file of readdirSync(join(dataDir, 'outbox'))) {
      const mail = readFileSync(join(dataDir, 'outbox', file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '=');
      const match = mail.match(/LoginCallBack\?token=([\w-]+)/);
      if (match) return match[1];
    }
    return null;
  }, 'the sign-in mail');
  const answer = await (
    await fetch(`${base}/api/auth/VendorUser/LoginCallback?token=${token}&email=${encodeURIComponent(demoEmail)}`, {
      method: 'POST',
    })
  ).json();
  return answer.Response.AccessToken;
};

/** Streams a multipart body with a generated PDF of `bytes` bytes, 1 MB at a time, honouring backpressure. */
const upload = (accessToken, bytes) =>
  new Promise((resolve, reject) => {
    const boundary = '----bridgehubbench';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="video-walkthrough.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
    );
    const tail = Buffer.from(`\n%%EOF\n\r\n--${boundary}--\r\n`);
    const request = http.request(`${base}/api/Attachment/New`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + bytes + tail.length,
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    request.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, 0x41);
    let sent = 0;
    request.write(head);
    const pump = () => {
      while (sent < bytes) {
        const piece = sent + chunk.length <= bytes ? chunk : chunk.subarray(0, bytes - sent);
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end(tail);
    };
    pump();
  });

try {
  await waitFor(async () => (await fetch(`${base}/readyz`)).ok, 'the server');
  const accessToken = await signIn();
  // Warm-up: the first upload loads the multipart and sniffing code paths; the measurement starts after it.
  await upload(accessToken, 1024 * 1024);
  await sleep(1000);
  const start = rssMb();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb());
  }, 25);
  const started = Date.now();
  const result = await upload(accessToken, sizeMb * 1024 * 1024);
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const delta = peak - start;
  console.log(
    `upload of ${sizeMb} MB to ${storage} storage answered ${result.status} ${result.body} in ${seconds.toFixed(1)} s`,
  );
  console.log(
    `server RSS: start ${start.toFixed(1)} MB, peak ${peak.toFixed(1)} MB, growth ${delta.toFixed(1)} MB (limit 64 MB)`,
  );
  process.exitCode = result.status === 200 && JSON.parse(result.body).Success && delta <= 64 ? 0 : 1;
} finally {
  server.kill('SIGTERM');
  await sleep(1000);
  await s3?.s3rver.close();
  rmSync(dataDir, { recursive: true, force: true });
}
