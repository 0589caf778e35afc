import { loadEnv } from '../env.ts';
import { createRuntime } from '@innerweather/runtime/runtime';

const email = process.argv[2];
if (!email) {
  console.error('Usage: pnpm promote-admin <email>');
  process.exit(1);
}
const quiet = { info: () => {}, warn: console.warn, error: console.error };
const runtime = await createRuntime(loadEnv(), quiet);
const promoted = await runtime.services.auth.promoteToAdmin(email);
await runtime.close();
if (!promoted) {
  console.error(`No account with the e-mail ${email}.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);
