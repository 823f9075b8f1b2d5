import { recipientI18n } from '../../infra/mail/mail-language.ts';
import { renderMail } from '../../infra/mail/template.ts';
import type { ModuleDeps } from '../../module-deps.ts';
import { descriptionToText, sanitizeDescription } from '../events/event-html.ts';
import { unsubscribeLinksFor } from '../unsubscribe/unsubscribe-link.ts';

/**
 * A broadcast as its recipient gets it: the staff's rich text in the product's mail layout, an unsubscribe link in
 * the body and the RFC 8058 one-click headers, both for this recipient's signed value. The product's own words (the
 * footer, the unsubscribe link) are in the recipient's language; the staff's subject and body stay as written.
 */
export const renderBroadcastMail = (
  deps: ModuleDeps,
  broadcast: { subject: string; bodyHtml: string },
  signedRecipient: string,
  /** The recipient's preferred language (a contact's, a registration's); English when none or no longer offered. */
  preferredLanguage?: string | null,
) => {
  const i18n = recipientI18n(deps, preferredLanguage);
  const links = unsubscribeLinksFor(deps, signedRecipient);
  const html = sanitizeDescription(broadcast.bodyHtml);
  return {
    ...renderMail(
      {
        subject: broadcast.subject,
        paragraphs: [],
        rich: { html, text: descriptionToText(html) },
        footer: i18n._({
          id: "You receive this from the bridge replacement program's vendor and events office. Questions? Write to {supportEmail}.",
          values: { supportEmail: deps.supportEmail },
        }),
        footerLink: { label: i18n._({ id: 'Unsubscribe from these e-mails' }), url: links.pageUrl },
      },
      i18n,
    ),
    headers: links.headers,
  };
};
