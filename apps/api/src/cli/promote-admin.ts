import { loadEnv } from '../env.ts';
import { DataDirInUseError } from '@innerweather/db/data-dir-lock';
import { createRuntime } from '@innerweather/runtime/runtime';

const email = process.argv[2];
if (!email) {
  console.error('Usage: pnpm promote-admin <email>');
  process.exit(1);
}
const quiet = { info: () => {}, warn: console.warn, error: console.error };
let runtime;
try {
  runtime = await createRuntime(loadEnv(), quiet);
} catch (err) {
  // Embedded mode: the server holds the database. Changing it from here would be lost, so nothing is changed.
  if (err instanceof DataDirInUseError) {
    console.error(
      `${err.message} Stop it first (Ctrl+C where it runs), run pnpm promote-admin again, then start it again. ` +
        'Nothing was changed.',
    );
    process.exit(1);
  }
  throw err;
}
const promoted = await runtime.services.auth.promoteToAdmin(email);
// Said only once the change is read back from the database and the database is closed (written to disk).
const role = promoted ? await runtime.services.auth.roleOf(email) : null;
await runtime.close();
if (!promoted) {
  console.error(`No account with the e-mail ${email}.`);
  process.exit(1);
}
if (role !== 'admin') {
  console.error(`${email} could not be made an admin. Nothing was changed.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);
