import type { z } from 'zod';

/**
 * PostgreSQL text cannot hold a NUL character: such input would fail deep in the database as a 500. Every text field
 * a person or client sends is checked here first, so it reads as a 400 naming the field.
 */
export function withoutNul<T extends z.ZodString>(schema: T, field: string): T {
  return schema.refine((value) => !value.includes('\u0000'), `${field} cannot contain a NUL character`);
}

export interface UnsafeText {
  path: Array<string | number>;
  message: string;
}

/** `tags[1]`, `details.note`: the field as a client wrote it. */
function fieldName(path: ReadonlyArray<string | number>): string {
  let name = '';
  for (const key of path) name += typeof key === 'number' ? `[${key}]` : name === '' ? key : `.${key}`;
  return name || 'Input';
}

/** In unicode mode a lone surrogate is a code point of its own (category Cs); a pair is one astral code point. */
const LONE_SURROGATE = /\p{Cs}/u;

function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return 'cannot contain a NUL character';
  // A lone UTF-16 surrogate has no UTF-8 form: PostgreSQL refuses it in jsonb, and text would store U+FFFD.
  if (LONE_SURROGATE.test(text)) return 'cannot contain an unpaired surrogate (not valid Unicode)';
  return null;
}

/**
 * The first text anywhere in an input (a field, an array item, a JSON value or key, at any depth) that no database
 * column can hold as sent: a NUL character or a lone surrogate. packages/api runs it on every procedure's parsed input.
 */
export function findUnsafeText(value: unknown, path: Array<string | number> = []): UnsafeText | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, message: `${fieldName(path)} ${problem}` } : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsafeText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: [...path, key], message: `A field name ${keyProblem}` };
      const found = findUnsafeText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
