import { errorCode, isUnauthorized, serverMessage } from '../../lib/errors.ts';
import type { ToastInput } from '../../lib/toast.ts';
import { freeLimitText } from '@innerweather/validators/plans';

const LOGGED_OUT_TOAST: ToastInput = {
  title: 'Unauthorized',
  message: 'You are logged out. Logging in again...',
};

/** What the New Journal Entry dialog says when a save fails (spec section 8), and whether to go to /auth. */
export function entrySaveFailure(error: unknown): { toast: ToastInput; signedOut: boolean } {
  if (isUnauthorized(error)) return { toast: LOGGED_OUT_TOAST, signedOut: true };

  const message = serverMessage(error) ?? '';
  if (errorCode(error) === 'LIMIT_REACHED' || /entry limit reached|free plan limit reached/i.test(message)) {
    // The spec's words; the number follows the server's allowance (FREE_ENTRIES_PER_MONTH, 2 by default).
    const perMonth = Number(/limited to (\d+) entr/i.exec(message)?.[1] ?? '2');
    return {
      toast: {
        title: 'Entry Limit Reached',
        // There is no upgrade screen: Pro is set by the administrator (design.md, "Honest plans").
        message: freeLimitText(perMonth),
      },
      signedOut: false,
    };
  }
  return {
    toast: { title: 'Error', message: 'Failed to save your entry. Please try again.' },
    signedOut: false,
  };
}

/** What a failed delete says: a lost session gets the logged-out toast but, unlike a save, no redirect. */
export function entryDeleteFailure(error: unknown): ToastInput {
  if (isUnauthorized(error)) return LOGGED_OUT_TOAST;
  return { title: 'Error', message: 'Failed to delete entry' };
}
