import { z } from 'zod';
import { withoutNul } from './text.ts';
import { ZPasswordSchema } from './auth.ts';

/**
 * Settings → Delete Account and Change password: the password the user has now, to confirm it is them. An API
 * client that leaves it out is told what it is for.
 */
const currentPassword = (missing: string) =>
  withoutNul(
    z.string({ error: (issue) => (issue.input === undefined ? missing : 'The password must be text') }),
    'Password',
  )
    .min(1, 'Please enter your password')
    .max(256, 'Password cannot exceed 256 characters');

export const ZDeleteAccountSchema = z.object({
  password: currentPassword('password is required: your current password, to confirm deleting the account'),
});

/** The new password follows the sign-up rules (and the server refuses the common ones, as at sign-up). */
export const ZChangePasswordSchema = z.object({
  currentPassword: currentPassword(
    'currentPassword is required: your current password, to confirm the change',
  ),
  newPassword: ZPasswordSchema,
});
export type TChangePassword = z.infer<typeof ZChangePasswordSchema>;

/** One signed-in device as Settings lists it. */
export const ZAccountSessionSchema = z.object({
  /** Stands for the session in this list; not its token. */
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type TAccountSession = z.infer<typeof ZAccountSessionSchema>;

export const INCORRECT_PASSWORD_MESSAGE = 'Incorrect password: nothing was changed.';
export const LAST_ADMIN_DELETE_MESSAGE =
  'You are the last admin who can sign in: make another user an admin before deleting your account.';
export const SAME_PASSWORD_MESSAGE = 'The new password must differ from the current one.';
