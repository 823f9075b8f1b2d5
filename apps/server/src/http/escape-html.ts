const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every text the server writes into HTML (mails, the dev outbox page) passes through here. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => entities[char] ?? char);
