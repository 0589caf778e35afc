import { MANAGED_HTML_TAGS } from '@innerweather/validators/managed-html';
import sanitizeHtml from 'sanitize-html';

/**
 * Managed HTML keeps text formatting and links, nothing that runs: no script, style, iframe, event handler, or
 * javascript: / data: URL. Applied on the server before the value is stored, so every page that shows it is safe.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...MANAGED_HTML_TAGS],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeManagedHtml(html: string): string {
  return sanitizeHtml(html, options);
}
