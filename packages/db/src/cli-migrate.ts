import { createDb } from './client.ts';
import { migrateToLatest } from './migrate.ts';
import { grantAppRole, roleOfUrl } from './roles.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'DATABASE_URL is not set: `pnpm db:migrate` migrates a PostgreSQL database. The embedded database migrates itself at start-up.',
  );
  process.exit(1);
}
// Two roles (README "Security"): the owner migrates and grants DATABASE_URL's role its rights, as the API does at start.
const ownerUrl = process.env.MIGRATION_DATABASE_URL || databaseUrl;
const db = createDb({ databaseUrl: ownerUrl, poolSize: 1 });
try {
  await migrateToLatest(db);
  if (ownerUrl !== databaseUrl) await grantAppRole(db, roleOfUrl(databaseUrl));
} finally {
  await db.destroy();
}
console.log('Database is up to date.');
