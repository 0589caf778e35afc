/** Days, streaks and the timeline follow the writer's own calendar: a new account starts in the browser's zone. */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}
