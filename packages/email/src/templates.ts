import type { Mail } from './mailer.ts';

/** E-mail templates. None of them may carry journal text: only links, counts and general encouragement. */

export function passwordResetMail(to: string, resetUrl: string): Mail {
  return {
    to,
    subject: 'Reset your Innerweather password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Innerweather account.',
      'Open this link within one hour to choose a new password:',
      '',
      resetUrl,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}
