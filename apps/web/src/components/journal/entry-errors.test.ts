import { entryLimitMessage } from '@innerweather/validators/errors';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { entryDeleteFailure, entrySaveFailure } from './entry-errors.ts';

function serverError(message: string, data: { code: string; httpStatus: number; appCode?: string | null }) {
  return TRPCClientError.from({ error: { message, code: -32600, data: { appCode: null, ...data } } });
}

describe('entry save failures, as spec section 8 words them', () => {
  it('turns the free-plan refusal into the Entry Limit Reached toast', () => {
    const refusal = serverError(entryLimitMessage(2), {
      code: 'FORBIDDEN',
      httpStatus: 403,
      appCode: 'LIMIT_REACHED',
    });
    expect(entrySaveFailure(refusal)).toEqual({
      toast: {
        title: 'Entry Limit Reached',
        message:
          'Free users are limited to 2 entries per month. For unlimited entries on Pro, ask the administrator of this Innerweather.',
      },
      signedOut: false,
    });
  });

  it("recognises the limit by the message alone ('Free plan limit reached' too)", () => {
    const older = serverError('403: Free plan limit reached', { code: 'FORBIDDEN', httpStatus: 403 });
    expect(entrySaveFailure(older).toast.title).toBe('Entry Limit Reached');
  });

  it('says the configured allowance when the server allows more than 2', () => {
    const refusal = serverError(entryLimitMessage(5), {
      code: 'FORBIDDEN',
      httpStatus: 403,
      appCode: 'LIMIT_REACHED',
    });
    expect(entrySaveFailure(refusal).toast.message).toBe(
      'Free users are limited to 5 entries per month. For unlimited entries on Pro, ask the administrator of this Innerweather.',
    );
  });

  it('signs out on a 401 with the logged-out toast', () => {
    const lost = serverError('Not signed in', { code: 'UNAUTHORIZED', httpStatus: 401 });
    expect(entrySaveFailure(lost)).toEqual({
      toast: { title: 'Unauthorized', message: 'You are logged out. Logging in again...' },
      signedOut: true,
    });
  });

  it('falls back to the generic failure for anything else, including being offline', () => {
    const generic = { title: 'Error', message: 'Failed to save your entry. Please try again.' };
    expect(
      entrySaveFailure(serverError('boom', { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 })).toast,
    ).toEqual(generic);
    expect(entrySaveFailure(TRPCClientError.from(new TypeError('Failed to fetch'))).toast).toEqual(generic);
  });
});

describe('entry delete failures', () => {
  it('shows the logged-out toast on a 401 and the delete failure otherwise', () => {
    expect(
      entryDeleteFailure(serverError('Not signed in', { code: 'UNAUTHORIZED', httpStatus: 401 })),
    ).toEqual({
      title: 'Unauthorized',
      message: 'You are logged out. Logging in again...',
    });
    expect(
      entryDeleteFailure(serverError('Entry not found', { code: 'NOT_FOUND', httpStatus: 404 })),
    ).toEqual({
      title: 'Error',
      message: 'Failed to delete entry',
    });
  });
});
