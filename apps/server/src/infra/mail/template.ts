import type { I18n } from '@lingui/core';
import { escapeHtml } from '../../http/escape-html.ts';
import { directionOf, englishMail } from './mail-language.ts';

export interface MailContent {
  subject: string;
  /** Plain-text paragraphs; they are escaped for the HTML part. */
  paragraphs: string[];
  /** Sanitized rich text written by staff (a broadcast), after the paragraphs, with its plain-text reading. */
  rich?: { html: string; text: string };
  action?: { label: string; url: string };
  /** An inline image attached with this Content-ID (`cid:`), shown after the paragraphs; `alt` says what it holds. */
  image?: { cid: string; alt: string };
  /** Shown small under the message, e.g. who to write to for help. */
  footer?: string;
  /** A link at the end of the footer, e.g. a broadcast's unsubscribe link. */
  footerLink?: { label: string; url: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * The one layout every mail uses: a plain, centred card that reads well in any client, with the same content as
 * plain text. Inline styles only, since most mail clients drop <style> blocks. `i18n` is the recipient's language
 * (mail-language.ts): the layout's own words are in it, and so are the page's `lang` and `dir`.
 */
export const renderMail = (content: MailContent, i18n: I18n = englishMail()): RenderedMail => {
  const copyLink = i18n._({ id: 'If the button does not work, copy this link into your browser:' });
  const paragraphs = content.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(paragraph)}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;line-height:1.5;font-size:13px;color:#555555">${escapeHtml(copyLink)}<br><a href="${escapeHtml(content.action.url)}" style="color:#1565c0;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : '';
  const image = content.image
    ? `<p style="margin:0 0 16px"><img src="cid:${escapeHtml(content.image.cid)}" alt="${escapeHtml(content.image.alt)}" width="200" height="200" style="display:block;border:0"></p>`
    : '';
  const rich = content.rich ? `<div style="line-height:1.5">${content.rich.html}</div>` : '';
  const footerLink = content.footerLink
    ? ` <a href="${escapeHtml(content.footerLink.url)}" style="color:#555555">${escapeHtml(content.footerLink.label)}</a>`
    : '';
  const footer =
    content.footer || footerLink
      ? `<p style="margin:24px 0 0;font-size:12px;color:#777777;line-height:1.5">${escapeHtml(content.footer ?? '')}${footerLink}</p>`
      : '';
  const html = `<!doctype html>
<html lang="${escapeHtml(i18n.locale)}" dir="${directionOf(i18n.locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f5f7;font-family:Arial,Helvetica,sans-serif;color:#222222">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:6px;padding:32px;border-top:4px solid #1565c0">
<h1 style="margin:0 0 24px;font-size:20px">${escapeHtml(content.subject)}</h1>
${paragraphs}
${image}
${rich}
${action}
${footer}
</div>
</body>
</html>`;
  const text = [
    ...content.paragraphs,
    ...(content.rich ? [content.rich.text] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...(content.footer || content.footerLink
      ? [
          '--',
          [content.footer, content.footerLink && `${content.footerLink.label}: ${content.footerLink.url}`]
            .filter(Boolean)
            .join('\n'),
        ]
      : []),
  ].join('\n\n');
  return { subject: content.subject, html, text: `${text}\n` };
};
