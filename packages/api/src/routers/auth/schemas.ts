import { ZUserSchema } from '@innerweather/validators/auth';
import { z } from 'zod';

export const ZUserResponseSchema = z.object({ user: ZUserSchema });
export const ZMessageResponseSchema = z.object({ message: z.string() });
