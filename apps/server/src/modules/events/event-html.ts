import sanitizeHtml from 'sanitize-html';

/**
 * DESIGN.md §8: event descriptions are the only HTML in the product. Sanitized on write and again on read, so a row
 * written by any other path (a console, a restore) cannot carry script into the page.
 */
const descriptionOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 'a', 'h3', 'h4', 'blockquote'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  // The event page's own headings are h1 and h2; a description's headings sit below them.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

export const sanitizeDescription = (html: string): string => sanitizeHtml(html, descriptionOptions).trim();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The description as plain text, for the calendar file and mail: block ends become line breaks. */
export const descriptionToText = (html: string): string =>
  sanitizeHtml(html.replace(/<\/(p|li|h\d|blockquote)>|<br\s*\/?>/gi, '\n'), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_whole, name: string) => entities[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
