import { z } from 'zod';

// The spec words no server message for these: like every validation message, each names its parameter.
// The bound is part of it: a page past the last one counted is not "less than 1".
const MAX_PAGE = 1_000_000;
export const PAGE_MESSAGE = `page must be a whole number from 1 to ${MAX_PAGE}`;

/** A whole number from `min` to `max`, with one message for every way it can be wrong (type, fraction, range). */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A page number from 1, as every paged call reads it (the Entries screen, GET /api/entries, the admin log). */
export const ZPageNumberSchema = wholeNumber(PAGE_MESSAGE, 1, MAX_PAGE);
