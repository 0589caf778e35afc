import type { PublicUserRow } from '@innerweather/db/user-columns';
import type { TUser } from '@innerweather/validators/auth';

/** The public face of a user: never the password hash. */
export function toPublicUser(u: PublicUserRow): TUser {
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
