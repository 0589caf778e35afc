import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { describeError, errorCode, errorMessage, isUnauthorized, serverMessage } from './errors.ts';

/** An error as the tRPC client builds it from our server's error formatter. */
function serverError(message: string, data: { code: string; httpStatus: number; appCode?: string | null }) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { appCode: null, ...data } } });
}

describe('error messages shown to the user', () => {
  it('uses the server message when the server answered', () => {
    const error = serverError('Invalid email or password', { code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(errorMessage(error, 'Please check your email and password')).toBe('Invalid email or password');
  });

  it("falls back to the spec's text when the call never reached the server", () => {
    const offline = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(serverMessage(offline)).toBeNull();
    expect(errorMessage(offline, 'Please try again')).toBe('Please try again');
    expect(errorMessage(new Error('boom'), 'Failed to send reset email')).toBe('Failed to send reset email');
  });

  it('falls back when the server message is empty', () => {
    const error = serverError('  ', { code: 'BAD_REQUEST', httpStatus: 400 });
    expect(errorMessage(error, 'Failed to reset password')).toBe('Failed to reset password');
  });

  it('recognises a lost session, and only that, as unauthorized', () => {
    expect(isUnauthorized(serverError('Not signed in', { code: 'UNAUTHORIZED', httpStatus: 401 }))).toBe(
      true,
    );
    expect(isUnauthorized(serverError('Nope', { code: 'FORBIDDEN', httpStatus: 403 }))).toBe(false);
    expect(isUnauthorized(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
  });

  it('prefers the domain code (LIMIT_REACHED) over the transport code', () => {
    const limit = serverError('Entry limit reached', {
      code: 'FORBIDDEN',
      httpStatus: 403,
      appCode: 'LIMIT_REACHED',
    });
    expect(errorCode(limit)).toBe('LIMIT_REACHED');
    expect(errorCode(serverError('x', { code: 'NOT_FOUND', httpStatus: 404 }))).toBe('NOT_FOUND');
  });

  it('writes the spec\'s general form "status: body", or the status text without a body', () => {
    expect(
      describeError(
        serverError('Name cannot exceed 100 characters', { code: 'BAD_REQUEST', httpStatus: 400 }),
      ),
    ).toBe('400: Name cannot exceed 100 characters');
    expect(describeError(serverError('', { code: 'TOO_MANY_REQUESTS', httpStatus: 429 }))).toBe(
      '429: Too Many Requests',
    );
  });
});
