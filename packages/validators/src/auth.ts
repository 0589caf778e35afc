import { z } from 'zod';
import { withoutNul, withoutUnsafeNameCharacters } from './text.ts';

const EMAIL_MESSAGE = 'Please enter a valid email address';
/**
 * An e-mail as typed or pasted: spaces around it go and it is lower-cased (as sign-up stores it), then checked. Any
 * failure, too long (RFC 5321's 254) included, reads as the spec's one message.
 */
export const ZEmailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, EMAIL_MESSAGE)
  .pipe(z.email(EMAIL_MESSAGE));
export const ZPasswordSchema = withoutNul(z.string(), 'Password')
  .min(6, 'Password must be at least 6 characters')
  .max(256, 'Password cannot exceed 256 characters');

export const ZLoginSchema = z.object({
  email: ZEmailSchema,
  password: ZPasswordSchema,
});
export type TLogin = z.infer<typeof ZLoginSchema>;

/** An IANA time zone ("Europe/Paris"); the day boundaries of stats, streaks and the timeline follow it. */
export const ZTimeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'Unknown time zone');

/** A first or last name: no NUL, control, direction-override or zero-width characters (400 naming the field). */
export const nameSchema = (field: string) =>
  withoutUnsafeNameCharacters(withoutNul(z.string(), field), field)
    .trim()
    .max(100, `${field} cannot exceed 100 characters`);

export const ZRegisterSchema = ZLoginSchema.extend({
  firstName: nameSchema('First name').min(1, 'First name is required'),
  lastName: nameSchema('Last name').min(1, 'Last name is required'),
  // The browser's guess: a zone this server does not know falls back to UTC rather than refusing the sign-up.
  timeZone: ZTimeZoneSchema.optional().catch(undefined),
});
export type TRegister = z.infer<typeof ZRegisterSchema>;

export const ZForgotPasswordSchema = z.object({ email: ZEmailSchema });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordSchema = z.object({
  token: z.string().min(1, 'Reset token is required').max(200),
  password: ZPasswordSchema,
  // The browser's zone: an invited account, setting its first password, starts in it (a bad guess is ignored).
  timeZone: ZTimeZoneSchema.optional().catch(undefined),
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;

/** The reset form of the web app: the confirmation is checked in the browser only. */
export const ZResetPasswordFormSchema = z
  .object({
    password: ZPasswordSchema,
    confirmPassword: z.string().min(6, 'Password confirmation is required'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordFormSchema>;

export const PROFILE_VALIDATION_MESSAGE = 'Validation Error: Please fill in both first name and last name.';

export const ZProfileUpdateSchema = z.object({
  firstName: nameSchema('First name').min(1, PROFILE_VALIDATION_MESSAGE),
  lastName: nameSchema('Last name').min(1, PROFILE_VALIDATION_MESSAGE),
  timeZone: ZTimeZoneSchema.optional(),
});
export type TProfileUpdate = z.infer<typeof ZProfileUpdateSchema>;

export const ZPreferencesSchema = z.object({
  dailyJournalReminder: z.boolean(),
  weeklyProgressSummary: z.boolean(),
  moodPatternAlerts: z.boolean(),
  /** The local hour (0..23) the daily reminder comes at; 20 unless changed. */
  reminderHour: z
    .number()
    .int('Reminder hour must be a whole hour')
    .min(0, 'Reminder hour must be between 0 and 23')
    .max(23, 'Reminder hour must be between 0 and 23'),
});
export type TPreferences = z.infer<typeof ZPreferencesSchema>;
export const ZPreferencesUpdateSchema = ZPreferencesSchema.partial();
export type TPreferencesUpdate = z.infer<typeof ZPreferencesUpdateSchema>;

export const USER_ROLES = ['user', 'admin'] as const;
export const SUBSCRIPTION_STATUSES = ['trial', 'pro', 'expired'] as const;

export const ZUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type TUser = z.infer<typeof ZUserSchema>;
