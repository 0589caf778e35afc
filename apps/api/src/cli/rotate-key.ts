import { rotateKeys } from '@innerweather/core/account/rotate-keys';
import { DataDirInUseError } from '@innerweather/db/data-dir-lock';
import { createRuntime, loadEncryptor } from '@innerweather/runtime/runtime';
import { loadEnv } from '../env.ts';

/**
 * `pnpm rotate-key`: run with the new key first in the ring, e.g. ENCRYPTION_KEY="new:NEWKEY,k1:OLDKEY" (the ids
 * the values were written with: `k1` for a single key, `local` for the embedded mode's generated one). Resumable:
 * run it again after an interruption. `--batch-size=N` values per transaction (200). See README, "Keys".
 */
const quiet = { info: () => {}, warn: console.warn, error: console.error };
const env = loadEnv();
let runtime;
try {
  runtime = await createRuntime(env, quiet);
} catch (err) {
  if (err instanceof DataDirInUseError) {
    console.error(
      `${err.message} Stop it first, run pnpm rotate-key, then start it again. Nothing was changed.`,
    );
    process.exit(1);
  }
  throw err;
}
const say = (r: { rewrapped: number; resealed: number; reencrypted: number }) =>
  `${r.rewrapped} data keys wrapped again, ${r.resealed} values sealed under their user's key, ` +
  `${r.reencrypted} outbox messages under the current key`;
const sizeArg = process.argv.find((a) => a.startsWith('--batch-size='));
const batchSize = sizeArg ? Number(sizeArg.slice('--batch-size='.length)) : 200;
try {
  const report = await rotateKeys(
    { db: runtime.db, encryptor: loadEncryptor(env) },
    { batchSize, onBatch: (r) => console.log(`… ${say(r)}`) },
  );
  console.log(`Done: ${say(report)}. Everything now opens with the current ENCRYPTION_KEY alone.`);
} finally {
  await runtime.close();
}
