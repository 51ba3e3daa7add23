// Runs every Vitest project on the embedded PGlite, then — when TEST_DATABASE_URL points at a
// PostgreSQL server — the API project again on PostgreSQL (fresh database per test file).
import { spawnSync } from 'node:child_process';

const extra = process.argv.slice(2);
const { TEST_DATABASE_URL, ...envWithoutPg } = process.env;

function vitest(args, env) {
  const result = spawnSync('npx', ['vitest', 'run', ...args, ...extra], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

console.log('\n▶ Vitest on PGlite (domain, api, web)');
vitest([], envWithoutPg);
if (TEST_DATABASE_URL) {
  console.log(`\n▶ Vitest api project on PostgreSQL (${TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`);
  vitest(['--project', 'api'], { ...process.env, TEST_DATABASE_URL });
}
