// No imports: the landing page's bundle reads this list, and it must not pull zod in with it.
/**
 * The tags managed HTML may keep: text formatting and links. The server's sanitiser keeps only these before a value
 * is stored, and the web app renders only these.
 */
export const MANAGED_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
] as const;
