import { freeLimitText } from './plans.ts';

/** Texts the server and the web app share, so both say exactly what the spec says. */
export const entryLimitMessage = (perMonth: number) => `Entry limit reached: ${freeLimitText(perMonth)}`;
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';
export const FORGOT_PASSWORD_MESSAGE =
  'If an account with that email exists, a password reset link has been sent.';
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired token';
