// Preparation of the submission scenario: premium players, the modules they can pass with the
// right answers, and budgets that let every completion pay.
import { apiJson } from '../lib/api.mjs';
import { runTsx } from '../lib/processes.mjs';

/** Creates `count` premium players in the bench database; answers their bearer headers. */
export async function createPlayers({ settings, databaseUrl }, count) {
  const out = await runTsx('apps/api/src/ops/seed/load/bench-players.ts', ['--count', String(count)], {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: settings.jwtSecret,
  });
  return JSON.parse(out).players.map((p) => ({ authorization: p.authorization }));
}

/** The right answers of a stored content document (the seed's `correct` flags). */
function correctAnswers(content) {
  return content.questions.map((q) => ({
    questionId: q.id,
    optionIds: q.options.filter((o) => o.correct).map((o) => o.id),
  }));
}

/**
 * The modules a player sees (asked through the API, so every visibility rule applies) that have
 * a quiz, with the answers that pass it, read from the database as an honest client never could.
 */
export async function playableModules({ base, db }, player) {
  const visible = await apiJson(base, '/v1/modules?limit=500', { headers: player });
  const { rows } = await db.query(
    `SELECT slug, content FROM modules WHERE slug = ANY($1) AND jsonb_array_length(content->'questions') > 0`,
    [visible.results.map((m) => m.slug)],
  );
  const premiumValue = new Map(visible.results.map((m) => [m.slug, m.premiumValue]));
  return rows
    .map((row) => ({ slug: row.slug, premiumValue: premiumValue.get(row.slug), answers: correctAnswers(row.content) }))
    .sort((a, b) => a.slug.localeCompare(b.slug));
}

/**
 * Staff deposit what every player's reward will cost, through the admin API as a manufacturer's
 * order would be booked, so the scenario measures paid rewards, not REWOVRDRWN notes.
 */
export async function fundModules({ base }, staff, modules, players) {
  for (const m of modules) {
    if (!(m.premiumValue > 0)) continue;
    const value = Math.min(10_000_000, m.premiumValue * players);
    await apiJson(base, '/v1/admin/ledger/deposits', {
      method: 'POST',
      headers: staff,
      body: { module: m.slug, value, comments: 'Benchmark' },
    });
  }
}
