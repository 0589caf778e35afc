/** Who the dashboard greets: the first name, else the part of the e-mail before the @, else 'dear friend'. */
export function greetingName(
  user: { firstName?: string | null; email?: string | null } | null | undefined,
): string {
  const firstName = user?.firstName?.trim();
  if (firstName) return firstName;
  const local = user?.email?.split('@')[0]?.trim();
  if (local) return local;
  return 'dear friend';
}

/** A greeting that fits the hour on the reader's clock. */
export function timeOfDayGreeting(date: Date): string {
  const hour = date.getHours();
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 18) return 'Good afternoon';
  return 'Good evening';
}

/** Full name for menus and the mobile drawer; falls back to the e-mail. */
export function displayName(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** One or two letters for the avatar. */
export function initials(user: {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}): string {
  const first = user.firstName?.trim()[0];
  const last = user.lastName?.trim()[0];
  if (first) return `${first}${last ?? ''}`.toUpperCase();
  return (user.email[0] ?? '?').toUpperCase();
}
