/**
 * `timestamptz` text as node-postgres hands it over, read into a Date. Postgres writes a UTC session's values as
 * `2026-03-09 11:30:00.123456+00`; that form (every stamp the app reads from a server in UTC) is read here digit by
 * digit, and any other (another offset, BC, infinity, a year past 9999) goes to `fallback`, the driver's own parser
 * (postgres-date), which matched it with three regular expressions per value: a page of entries and the session
 * check read a dozen stamps per request. The result is the fallback's: milliseconds truncated, never rounded.
 */
export function timestamptzParser(fallback: (text: string) => unknown): (text: string) => unknown {
  return (text) => {
    const length = text.length;
    // YYYY-MM-DD HH:MM:SS+00 (22), with a fraction of 1 to 6 digits after the seconds (24–29).
    if (
      (length !== 22 && (length < 24 || length > 29)) ||
      text.charCodeAt(length - 3) !== 43 /* + */ ||
      text.charCodeAt(length - 2) !== 48 /* 0 */ ||
      text.charCodeAt(length - 1) !== 48 ||
      text.charCodeAt(4) !== 45 /* - */ ||
      text.charCodeAt(7) !== 45 ||
      text.charCodeAt(10) !== 32 /* space */ ||
      text.charCodeAt(13) !== 58 /* : */ ||
      text.charCodeAt(16) !== 58 ||
      (length > 22 && text.charCodeAt(19) !== 46) /* . */
    )
      return fallback(text);
    const year = digits(text, 0, 4);
    const month = digits(text, 5, 7);
    const day = digits(text, 8, 10);
    const hour = digits(text, 11, 13);
    const minute = digits(text, 14, 16);
    const second = digits(text, 17, 19);
    // Milliseconds: the fraction's first three digits, padded (.5 is 500 ms).
    let ms = 0;
    for (let at = 20; at < 23; at++) {
      const digit = at < length - 3 ? text.charCodeAt(at) - 48 : 0;
      if (digit < 0 || digit > 9) return fallback(text);
      ms = ms * 10 + digit;
    }
    for (let at = 23; at < length - 3; at++) {
      const digit = text.charCodeAt(at) - 48;
      if (digit < 0 || digit > 9) return fallback(text);
    }
    // Years 0–99 would read as 1900–1999 in Date.UTC; a digit that is not one reads as NaN.
    if (Number.isNaN(year + month + day + hour + minute + second) || year < 100) return fallback(text);
    return new Date(Date.UTC(year, month - 1, day, hour, minute, second, ms));
  };
}

/** The number written by text[from, to), or NaN if any of it is not a digit. */
function digits(text: string, from: number, to: number): number {
  let value = 0;
  for (let at = from; at < to; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}
