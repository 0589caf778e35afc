import { hash, verify } from '@node-rs/argon2';
import { createWorkLane } from './work-lane.ts';

// argon2id (the library's default algorithm) with OWASP's second recommended profile: 19 MiB, 2 passes.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * argon2 is the costliest thing the server does (about 30 ms of a core and 19 MiB each). Sign-in and new passwords
 * (register, reset) queue in separate lanes of bounded width, so a flood of sign-ups or resets cannot starve
 * sign-in of CPU, and no flood can run more hashes at once than the machine has room for. A lane with too many
 * waiting refuses at once (PasswordWorkBusyError) rather than queueing without end.
 */
const signInLane = createWorkLane({ concurrency: 2, maxWaiting: 200 });
const newPasswordLane = createWorkLane({ concurrency: 1, maxWaiting: 50 });
/**
 * Sign-ins from a device that signed in to the account before: their own lane, so a flood of guesses from many
 * addresses (which fills the sign-in lane) cannot refuse the account owner's right password.
 */
const knownDeviceLane = createWorkLane({ concurrency: 1, maxWaiting: 50 });

export { PasswordWorkBusyError } from './work-lane.ts';

export const hashPassword = (password: string) => newPasswordLane.run(() => hash(password, options));

export async function verifyPassword(
  passwordHash: string,
  password: string,
  { knownDevice = false }: { knownDevice?: boolean } = {},
): Promise<boolean> {
  try {
    return await (knownDevice ? knownDeviceLane : signInLane).run(() => verify(passwordHash, password));
  } catch (err) {
    if (err instanceof Error && err.name === 'PasswordWorkBusyError') throw err;
    return false;
  }
}

/** A real hash of nothing, verified when the e-mail is unknown so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hash('innerweather-decoy-password', options);
  return decoyHash;
}

/** How many hashes run and wait in each lane now (tests, metrics). */
export const passwordWork = () => ({ signIn: signInLane.load(), newPassword: newPasswordLane.load() });
