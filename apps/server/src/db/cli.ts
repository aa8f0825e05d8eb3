import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from './database.ts';
import { withMigrationLock } from './prepare.ts';
import { seedDemoCompany } from './seed/index.ts';

/** Operator commands: `migrate` applies pending migrations; `seed` migrates, then seeds the demo company. */
const command = process.argv[2];
if (command !== 'migrate' && command !== 'seed') {
  console.error('usage: cli.ts migrate|seed');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await withMigrationLock(database, async (db) => {
    const result = await migrateToLatest(db);
    const applied = result.results?.filter((r) => r.status === 'Success').map((r) => r.migrationName) ?? [];
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
    if (command === 'seed') {
      await seedDemoCompany(db);
      console.log('demo company seeded');
    }
  });
} finally {
  await database.close();
}
