import { z } from 'zod';
import { nameSchema, SUBSCRIPTION_STATUSES, USER_ROLES, ZEmailSchema } from './auth.ts';
import { CONTENT_VALUE_TYPES } from './journal.ts';
import { ZPageNumberSchema } from './paging.ts';

export const EMAIL_REQUIRED_MESSAGE = 'Email is required';
/** The spec's description under 'Email is required' in the create-user dialog. */
export const EMAIL_REQUIRED_DESCRIPTION = 'Please provide an email address for the new user.';
export const LAST_ADMIN_MESSAGE =
  'The last admin cannot be removed or demoted: make another user an admin first.';
export const INVITATION_USED_MESSAGE =
  'This user has already set a password: there is no invitation to send.';
export const PASSWORD_HASH_REFUSED_MESSAGE =
  'A password cannot be set here: the new user chooses one from the link e-mailed to them.';
export const ADMIN_LOG_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_ADMIN_LOG_PAGE_SIZE = 50;

// A 400 names the field and what it takes, as the journal's own fields do.
const ROLE_MESSAGE = `role must be one of: ${USER_ROLES.join(', ')}`;
const PLAN_MESSAGE = `subscriptionStatus must be one of: ${SUBSCRIPTION_STATUSES.join(', ')}`;

/** A user as the admin area lists them: never the password hash. */
export const ZAdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  role: z.enum(USER_ROLES),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  entryCount: z.number().int(),
  /** Created by an admin and no password set yet: its set-password link can be copied or sent again. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

/** POST /api/admin/users answers the user and whether their set-password link was e-mailed. */
export const ZAdminCreatedUserSchema = ZAdminUserSchema.extend({ invitationEmailed: z.boolean() });
export type TAdminCreatedUser = z.infer<typeof ZAdminCreatedUserSchema>;

export const ZAdminUserListSchema = z.object({
  /** Case-insensitive part of the e-mail or the full name. */
  search: z.string().trim().max(200).optional(),
});

/** POST /api/admin/users. The spec's form carries an empty passwordHash; a non-empty one is refused. */
export const ZAdminUserCreateSchema = z.object({
  email: z.string({ error: EMAIL_REQUIRED_MESSAGE }).trim().min(1, EMAIL_REQUIRED_MESSAGE).pipe(ZEmailSchema),
  firstName: nameSchema('First name').nullish(),
  lastName: nameSchema('Last name').nullish(),
  role: z.enum(USER_ROLES, { error: ROLE_MESSAGE }).default('user'),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, { error: PLAN_MESSAGE }).default('trial'),
  passwordHash: z.string().max(0, PASSWORD_HASH_REFUSED_MESSAGE).nullish(),
});
export type TAdminUserCreate = z.infer<typeof ZAdminUserCreateSchema>;

/** POST /api/admin/users/{id}/invitation: a new set-password link (the older ones stop working). */
export const ZAdminInvitationSchema = z.object({
  /** The single-use set-password link, valid 7 days: the admin may copy it and pass it on. */
  link: z.string(),
  /** Whether it was also e-mailed (SMTP configured); without SMTP only the copied link reaches the user. */
  emailed: z.boolean(),
  message: z.string(),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitationSchema>;

/** PUT /api/admin/users/{id}: the fields present are changed. */
export const ZAdminUserUpdateSchema = z.object({
  firstName: nameSchema('First name').nullish(),
  lastName: nameSchema('Last name').nullish(),
  role: z.enum(USER_ROLES, { error: ROLE_MESSAGE }).optional(),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES, { error: PLAN_MESSAGE }).optional(),
});
export type TAdminUserUpdate = z.infer<typeof ZAdminUserUpdateSchema>;

export const ZNotAboutMeMonthSchema = z.object({ month: z.string(), count: z.number().int() });
export type TNotAboutMeMonth = z.infer<typeof ZNotAboutMeMonthSchema>;

export const ZAdminStatsSchema = z.object({
  totalUsers: z.number().int(),
  /** Accounts created in the last 7 days. */
  recentUsers: z.number().int(),
  proUsers: z.number().int(),
  totalEntries: z.number().int(),
  /** Entries written since the first of this month (UTC). */
  monthlyEntries: z.number().int(),
  /** Crisis cards answered "This isn't about me right now", per month (UTC, `YYYY-MM`), the last 12, oldest first. */
  notAboutMeByMonth: z.array(ZNotAboutMeMonthSchema),
});
export type TAdminStats = z.infer<typeof ZAdminStatsSchema>;

export const ZContentSectionKeySchema = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9_-]+$/i, 'Use letters, digits, - and _ only');

/** PUT /api/admin/content/{section}/{key}. */
export const ZContentUpdateSchema = z.object({
  value: z.string().max(20_000, 'Value cannot exceed 20000 characters'),
  valueType: z
    .enum(CONTENT_VALUE_TYPES, { error: `valueType must be one of: ${CONTENT_VALUE_TYPES.join(', ')}` })
    .default('text'),
});
export type TContentUpdate = z.infer<typeof ZContentUpdateSchema>;

export const ZAdminLogSchema = z.object({
  id: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  adminId: z.string().nullable(),
  /** The admin's name (or e-mail) while the account exists; null for a deleted admin or a system entry. */
  adminName: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type TAdminLog = z.infer<typeof ZAdminLogSchema>;

const PAGE_SIZE_MESSAGE = 'limit must be 25, 50 or 100';

export const ZAdminLogsQuerySchema = z
  .object({
    page: ZPageNumberSchema.default(1),
    limit: z
      .number({ error: PAGE_SIZE_MESSAGE })
      .refine((n) => (ADMIN_LOG_PAGE_SIZES as readonly number[]).includes(n), PAGE_SIZE_MESSAGE)
      .default(DEFAULT_ADMIN_LOG_PAGE_SIZE),
  })
  .prefault({});
export type TAdminLogsQuery = z.infer<typeof ZAdminLogsQuerySchema>;

export const ZAdminLogPageSchema = z.object({
  logs: z.array(ZAdminLogSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TAdminLogPage = z.infer<typeof ZAdminLogPageSchema>;
