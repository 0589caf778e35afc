import { z } from 'zod';

/**
 * The id of a stored row (a UUID), as a path parameter or a field naming one. Text that is not a UUID can name no row,
 * so it answers like another user's id: 404 "<What> not found" (packages/api maps the `guid` format failure), and it
 * never reaches a query, where PostgreSQL would refuse it as a 500.
 */
export const zId = (what: string) =>
  z.guid({ error: `${what} not found` }).meta({
    description: `The ${what.toLowerCase()}'s id, a UUID; any other text answers 404 "${what} not found", as another user's id does`,
  });

/** True when a zod issue is a `zId` that is not a UUID: the call answers 404 with the issue's message. */
export const isIdNotFoundIssue = (issue: z.core.$ZodIssue) =>
  issue.code === 'invalid_format' && issue.format === 'guid';
