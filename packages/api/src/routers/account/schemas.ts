import { z } from 'zod';

export const ZExportStateSchema = z.enum(['queued', 'running', 'ready', 'failed']);

/** What an export holds: everything (a zip), or only the entries marked shareable, as a readable document. */
export const ZExportContentsSchema = z
  .enum(['everything', 'shareable'], { error: 'contents must be one of: everything, shareable' })
  .describe(
    '`everything` (the default): a zip of journal.json and journal.md. `shareable`: only the entries marked "Shareable with therapist", as one readable Markdown document (dates, text, own mood, dominant emotion).',
  );
