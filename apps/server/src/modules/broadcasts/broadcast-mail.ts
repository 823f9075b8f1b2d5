import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { descriptionToText, sanitizeDescription } from '../events/event-html.ts';
import { unsubscribeLinksFor } from '../unsubscribe/unsubscribe-link.ts';

/**
 * A broadcast as its recipient gets it: the staff's rich text in the product's mail layout, an unsubscribe link in
 * the body and the RFC 8058 one-click headers, both for this recipient's signed value.
 */
export const renderBroadcastMail = (
  deps: ModuleDeps,
  broadcast: { subject: string; bodyHtml: string },
  signedRecipient: string,
) => {
  const links = unsubscribeLinksFor(deps, signedRecipient);
  const html = sanitizeDescription(broadcast.bodyHtml);
  return {
    ...renderMail({
      subject: broadcast.subject,
      paragraphs: [],
      rich: { html, text: descriptionToText(html) },
      footer: `You receive this from the bridge replacement program's vendor and events office. Questions? Write to ${deps.supportEmail}.`,
      footerLink: { label: 'Unsubscribe from these e-mails', url: links.pageUrl },
    }),
    headers: links.headers,
  };
};
