import { z } from 'zod';

export const ZExportStateSchema = z.enum(['queued', 'running', 'ready', 'failed']);
