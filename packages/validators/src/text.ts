import type { z } from 'zod';

/**
 * PostgreSQL text cannot hold a NUL character: such input would fail deep in the database as a 500. Every text field
 * a person or client sends is checked here first, so it reads as a 400 naming the field.
 */
export function withoutNul<T extends z.ZodString>(schema: T, field: string): T {
  return schema.refine((value) => !value.includes('\u0000'), `${field} cannot contain a NUL character`);
}

/**
 * Characters a name shown to others (the admin's user list, e-mail greetings) must not carry: control characters
 * (CR and LF split e-mail headers and log lines), direction overrides and isolates (U+202A–U+202E, U+2066–U+2069:
 * "U+202E" makes a name read backwards), and invisible ones (zero-width space, joiners, word joiner, BOM).
 */
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff]/u;

export function withoutUnsafeNameCharacters<T extends z.ZodString>(schema: T, field: string): T {
  return schema.refine(
    (value) => !UNSAFE_NAME_CHARACTERS.test(value),
    `${field} cannot contain control, text-direction or invisible characters`,
  );
}
