import type { z } from 'zod';

/**
 * PostgreSQL text cannot hold a NUL character: such input would fail deep in the database as a 500. Every text field
 * a person or client sends is checked here first, so it reads as a 400 naming the field.
 */
export function withoutNul<T extends z.ZodString>(schema: T, field: string): T {
  return schema.refine((value) => !value.includes('\u0000'), `${field} cannot contain a NUL character`);
}
