import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords of public breach lists (about 49,000, the list zxcvbn-ts keeps in
 * @zxcvbn-ts/language-common), compared without case: the first ones an attacker tries.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE =
  'Password is too common: it is among the passwords attackers try first. Please choose another.';
