// Used by `npm run bench` (bench/scenarios/submissions.mjs): creates premium players in the
// bench database and prints their bearer headers as JSON on stdout.
import { parseArgs } from 'node:util';
import { openDatabase } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import { systemClock } from '../../../lib/clock';
import { createTokenSigner } from '../../../lib/jwt';
import { hashPassword } from '../../../lib/passwords';
import { issueSession } from '../../../modules/auth';
import { BENCH_DOMAIN, LOAD_PASSWORD } from './constants';
import { requirePostgresUrl } from './guard';
import { insertSyntheticUsers } from './users';

/**
 * The submission scenario needs hundreds of premium users. Signing them up through the API
 * would need a mailed code each and sign-in is rate limited per IP (30 a minute), so they are
 * inserted like the load data and get a real session each (a stored refresh-token family and an
 * access token signed with the bench's JWT_SECRET): exactly what a sign-in would hand out.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '500' } } });
  const count = Number(values.count);
  if (!Number.isSafeInteger(count) || count < 1) throw new Error('--count muss eine positive ganze Zahl sein.');
  const secret = process.env.JWT_SECRET;
  if (!secret) throw new Error('JWT_SECRET fehlt: ohne das Geheimnis des Servers gibt es keine gültigen Tokens.');
  const database = await openDatabase({
    url: requirePostgresUrl(process.env.DATABASE_URL),
    poolSize: 1,
    timeouts: null,
  });
  try {
    const passwordHash = await hashPassword(LOAD_PASSWORD);
    const { users } = await inTransaction(database.db, (tx) =>
      insertSyntheticUsers(tx, { count, domain: BENCH_DOMAIN, codePrefix: 'B', premiumShare: 1, passwordHash }),
    );
    const sessionDeps = { tokens: createTokenSigner(secret), clock: systemClock };
    const players = [];
    for (let id = users.firstId; id <= users.lastId; id++) {
      const { access } = await issueSession(database.db, sessionDeps, { userId: id, otpPending: false });
      players.push({ id, authorization: `Bearer ${access}` });
    }
    process.stdout.write(JSON.stringify({ players }));
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
