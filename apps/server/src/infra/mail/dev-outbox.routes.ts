import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AddressObject, simpleParser } from 'mailparser';
import { notFoundEnvelope } from '../../errors.ts';
import { escapeHtml } from '../../http/escape-html.ts';

const FILE_NAME = /^[\w-]+\.eml$/;
const LIST_LIMIT = 200;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).map((address) => address.text).join(', ');

const linksIn = (text: string | undefined) => [...new Set(text?.match(/https?:\/\/[^\s<>"]+/g) ?? [])];

const linkList = (links: string[]) =>
  links.length
    ? `<ul>${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>`
    : '';

const page = (title: string, body: string) => `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="/favicon.svg">
<style>ul li{margin:8px 0}ul a{display:inline-block;min-height:24px;line-height:24px;word-break:break-all}</style><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;max-width:960px;margin:0 auto;padding:16px;color:#222">
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;

/**
 * Development mail viewer of the .eml files in DATA_DIR/outbox: without SMTP_URL the product writes every mail there;
 * a local mail catcher may too (the browser suite's SMTP server does). Registered only where development tools are
 * (`Config.hasDevTools`): it lists every sign-in link.
 */
export const registerDevOutboxRoutes = (app: FastifyInstance, directory: string) => {
  app.get('/dev/outbox', async (_request, reply) => {
    const names = (await readdir(directory).catch(() => [] as string[]))
      .filter((name) => FILE_NAME.test(name))
      .sort()
      .reverse()
      .slice(0, LIST_LIMIT);
    const items = await Promise.all(
      names.map(async (name) => {
        const mail = await simpleParser(await readFile(path.join(directory, name)));
        const links = linksIn(mail.text);
        return `<li style="margin:0 0 16px">
<h2 style="font-size:18px;margin:0"><a href="/dev/outbox/${encodeURIComponent(name)}">${escapeHtml(mail.subject ?? '(no subject)')}</a></h2>
<p style="margin:4px 0">To: ${escapeHtml(addresses(mail.to))} · ${escapeHtml(mail.date?.toISOString() ?? '')}</p>
${linkList(links)}
</li>`;
      }),
    );
    const body = items.length
      ? `<p>${items.length} mail(s), newest first.</p><ol style="padding-left:20px">${items.join('\n')}</ol>`
      : '<p>No mail has been sent yet.</p>';
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page('Outbox', body));
  });

  app.get<{ Params: { file: string } }>('/dev/outbox/:file', async (request, reply) => {
    const { file } = request.params;
    if (!FILE_NAME.test(file)) return notFoundEnvelope(reply);
    const raw = await readFile(path.join(directory, file)).catch(() => null);
    if (!raw) return notFoundEnvelope(reply);
    const mail = await simpleParser(raw);
    const header = `<p><a href="/dev/outbox">Back to the outbox</a></p>
<dl><dt>Subject</dt><dd>${escapeHtml(mail.subject ?? '')}</dd><dt>From</dt><dd>${escapeHtml(addresses(mail.from))}</dd>
<dt>To</dt><dd>${escapeHtml(addresses(mail.to))}</dd></dl>
<h2>Headers</h2><pre style="white-space:pre-wrap;word-break:break-all">${escapeHtml(mail.headerLines.map((header) => header.line).join('\n'))}</pre>
<h2>Links</h2>${linkList(linksIn(mail.text)) || '<p>None</p>'}
<h2>Text</h2><pre style="white-space:pre-wrap">${escapeHtml(mail.text ?? '')}</pre><h2>HTML</h2>`;
    // The HTML part is our own template, whose every value was escaped when the mail was rendered.
    const html = typeof mail.html === 'string' ? mail.html : `<pre>${escapeHtml(mail.text ?? '')}</pre>`;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        page(
          mail.subject ?? 'Mail',
          `${header}<iframe title="Mail HTML" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(html)}" style="width:100%;height:600px;border:1px solid #ccc"></iframe>`,
        ),
      );
  });
};
