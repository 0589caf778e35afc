import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: `pnpm db:migrate` migrates a PostgreSQL database. The embedded database migrates itself at start-up.',
  );
  process.exit(1);
}
const db = createDb({ databaseUrl });
await migrateToLatest(db);
await db.destroy();
console.log('Database is up to date.');
