import type { TUser } from '@innerweather/validators/auth';

/** The public face of a user: never the password hash. */
export function toPublicUser(u: {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
  subscriptionStatus: 'trial' | 'pro' | 'expired';
  timeZone: string;
  createdAt: Date;
}): TUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    subscriptionStatus: u.subscriptionStatus,
    timeZone: u.timeZone,
    createdAt: u.createdAt.toISOString(),
  };
}

export const publicUserColumns = [
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
