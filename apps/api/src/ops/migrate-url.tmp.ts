import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
const database = await openDatabase({ url: process.env.DATABASE_URL as string, poolSize: 1, timeouts: null });
await runMigrations(database);
await database.close();
