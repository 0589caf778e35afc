/** Session lifetimes (issue 22): the README's security section states them. */
const DAY_MS = 24 * 60 * 60 * 1000;
/** A session ends after 30 days without use… */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** …and 180 days after it began, used or not. */
export const SESSION_MAX_AGE_MS = 180 * DAY_MS;
/** A used session's idle clock restarts at most once in this long (one write a day, not one per request). */
export const SESSION_TOUCH_INTERVAL_MS = DAY_MS;
/** A request this soon after the idle clock restarted gets the session cookie again (for 30 more days). */
export const SESSION_COOKIE_RENEWAL_WINDOW_MS = 60 * 1000;
/** How stale a session's "last seen" may grow before a request writes it again (one write in five minutes). */
export const SESSION_LAST_SEEN_INTERVAL_MS = 5 * 60 * 1000;
