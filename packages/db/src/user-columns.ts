import type { UserRow } from './schema.ts';

/**
 * A user as the app shows them (the session's user, the API's answers, the admin area): never the password hash
 * or the sign-in counters. One list for every reader of the users table.
 */
export const PUBLIC_USER_COLUMNS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'profileImageUrl',
  'role',
  'subscriptionStatus',
  'timeZone',
  'createdAt',
] as const;

export type PublicUserRow = Pick<UserRow, (typeof PUBLIC_USER_COLUMNS)[number]>;
