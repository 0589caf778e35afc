import { z } from 'zod';

// The spec words no server message for these: like every validation message, each names its parameter.
export const PAGE_MESSAGE = 'page must be a whole number of at least 1';

/** A page number from 1, as every paged call reads it (the Entries screen, GET /api/entries, the admin log). */
export const ZPageNumberSchema = z
  .number({ error: PAGE_MESSAGE })
  .int(PAGE_MESSAGE)
  .min(1, PAGE_MESSAGE)
  .max(1_000_000, PAGE_MESSAGE);
