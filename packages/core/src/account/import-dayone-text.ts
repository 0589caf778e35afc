/**
 * Day One's JSON export writes an entry's `text` as Markdown: punctuation escaped ("a walk\. It rained\!"),
 * "# " headings, "> " quotes, **bold**, *italic*, ~~struck~~ and ==highlighted== words, and its photos, videos,
 * recordings and PDFs as links to files of the export (`![](dayone-moment://ID)`, `dayone-moment:/video/ID`).
 * An imported entry is plain text, read as it was written: marks that pair up on a line are dropped, list items
 * keep their "- ", media links go (the files are not imported), and a mark that does not pair ("5*3") stays.
 * `richText` is not read: older exports lack it, and `text` holds the same words.
 */

/**
 * One media link (or a run of them, with the space around): the files themselves are not imported. A run starts
 * only where no space precedes it, and bracketed words are bounded, so a long line costs one pass, not its square.
 */
const MEDIA =
  /(?<!\s)\s*(?:(?:!?\[[^[\]\n]{0,500}\]\(dayone-moment:[^()[\]\s]*\)|dayone-moment:\/[^\s)]*)\s*)+/g;

/** A Markdown backslash escape of ASCII punctuation: `\.` is a full stop. */
const ESCAPE_OR_BREAK = /\\[!-/:-@[-`{-~]|\\$/g;
const isPunctuation = (c: string | undefined) => c !== undefined && /^[!-/:-@[-`{-~]$/.test(c);
const isWordChar = (c: string | undefined) => c !== undefined && /^[\p{L}\p{N}]$/u.test(c);
const isSpace = (c: string | undefined) => c === undefined || /^\s$/.test(c);

/** Emphasis marks, outermost first: **bold**, __bold__, ~~struck~~, ==highlighted==, *italic*, _italic_, `code`. */
const PAIRED_MARKS = ['**', '__', '~~', '==', '*', '_', '`'];

/**
 * The line without the pairs of one mark. A mark opens before a non-space and closes after one, never inside a
 * word ("snake_case", "5*3*2" stay), and pairs with the nearest closing mark after it, with something between;
 * an escaped mark ("\*") is text. One pass over the line, so a long line of unpaired marks stays cheap.
 */
function withoutPairs(line: string, mark: string): string {
  const escaped = new Uint8Array(line.length);
  for (let i = 0; i < line.length; i++)
    if (line[i] === '\\' && isPunctuation(line[i + 1])) escaped[i] = escaped[++i] = 1;
  const at = (i: number) => line.startsWith(mark, i) && !escaped.subarray(i, i + mark.length).includes(1);
  const opens = (i: number) => at(i) && !isWordChar(line[i - 1]) && !isSpace(line[i + mark.length]);
  const closes = (i: number) => at(i) && !isSpace(line[i - 1]) && !isWordChar(line[i + mark.length]);
  const closers: number[] = [];
  for (let i = 0; i < line.length; i++) if (closes(i)) closers.push(i);

  let out = '';
  let from = 0;
  let next = 0;
  for (let i = 0; i < line.length; i++) {
    if (!opens(i)) continue;
    let close = closers[next];
    while (close !== undefined && close <= i + mark.length) close = closers[++next];
    if (close === undefined) break;
    out += line.slice(from, i) + line.slice(i + mark.length, close);
    from = close + mark.length;
    i = from - 1;
  }
  return out + line.slice(from);
}

/** `[words](address)`: the words, and the address after them unless it points into Day One itself. */
const LINK = /\\[!-/:-@[-`{-~]|\[([^[\]\n]{1,500})\]\(([^()[\]\s]{1,2000})\)/g;

/** "## Title ##" → "Title"; "#tag" (no space after the hashes) is not a heading. */
function headingTitle(line: string): string | null {
  const opening = /^ {0,3}#{1,6}(?:[ \t]|$)/.exec(line);
  if (!opening) return null;
  let title = line.slice(opening[0].length).trim();
  let end = title.length;
  while (end > 0 && title[end - 1] === '#') end--;
  if (end === 0 || isSpace(title[end - 1])) title = title.slice(0, end).trimEnd();
  return title;
}

function plainLine(line: string): string {
  // A thematic break ("***", "- - -") reads as "---", not as marks or a list item.
  if (/^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line)) return '---';
  const block = (headingTitle(line) ?? line)
    .replace(/^ {0,3}(?:>[ \t]?)+/, '')
    // "* item" and "+ item" read as "- item", the way "- item" is kept.
    .replace(/^([ \t]*)[*+][ \t]+/, '$1- ');
  let inline = block.replace(LINK, (whole, words?: string, address?: string) =>
    words === undefined || address === undefined
      ? whole
      : /^dayone2?:/i.test(address) || words === address
        ? words
        : `${words} (${address})`,
  );
  for (const mark of PAIRED_MARKS) inline = withoutPairs(inline, mark);
  // Escapes last; a lone backslash at the end of a line is Markdown's line break.
  return inline.replace(ESCAPE_OR_BREAK, (escape) => escape.slice(1));
}

/** Media between paragraphs leave one paragraph break; a link inside a line leaves a space. */
const withoutMedia = (markdown: string) =>
  markdown.replace(MEDIA, (run) => (run.includes('\n') ? '\n\n' : ' '));

/** The entry's text as plain text (untrimmed; the caller trims). */
export function dayOneText(markdown: string): string {
  let fenced = false;
  const lines: string[] = [];
  for (const line of withoutMedia(markdown.replaceAll('\u0000', '')).split('\n')) {
    // A code block keeps its lines as written, without its ``` fences.
    if (/^ {0,3}```/.test(line)) {
      fenced = !fenced;
      continue;
    }
    lines.push(fenced ? line : plainLine(line));
  }
  return lines.join('\n').replace(/\n{3,}/g, '\n\n');
}

/** Whether an entry's text links media: one with no words besides is left out with that reason. */
export const hasMedia = (markdown: string) => markdown.search(MEDIA) !== -1;
