import { entriesCount } from './plural.ts';

/**
 * What the landing page, the pricing card and the limit message say about plans, following the instance's
 * FREE_ENTRIES_PER_MONTH (0 = no limit): the spec's "unlimited entries" and "2 entries per month" contradict each
 * other, so each instance says what is true of it. Pro has no payment flow: an administrator sets plans.
 */
export const UNLIMITED_ENTRIES = 'Unlimited journal entries';
export const HOW_TO_GET_PRO = 'For unlimited entries on Pro, ask the administrator of this Innerweather.';

export const planSummary = (freeEntriesPerMonth: number) =>
  freeEntriesPerMonth === 0
    ? UNLIMITED_ENTRIES
    : `${entriesCount(freeEntriesPerMonth)} a month on the free plan; unlimited on Pro`;

/** The limit message's words after "Entry limit reached:" (the server) or as the toast (the web app). */
export const freeLimitText = (perMonth: number) =>
  `Free users are limited to ${entriesCount(perMonth)} per month. ${HOW_TO_GET_PRO}`;
