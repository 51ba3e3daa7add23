// "Completion with reward" (DESIGN §8): premium players start an attempt and submit the right
// answers, so every completion pays premium points from the module's budget. Only modules that
// pay premium points are played: a module without them notes REWNOPTS, which costs less and is
// not the "rewarded submission" issue 9 asks 400 a second of.
import { apiJson, DEMO } from '../lib/api.mjs';
import { countCpu } from '../lib/cpu-time.mjs';
import { countStatements } from '../lib/statement-stats.mjs';
import { createPlayers, fundModules, playableModules } from './players.mjs';

/**
 * Hands out (player, module) pairs so that concurrent requests come from different players on
 * different modules, as many players would: pair i is player i mod P on module (i mod P + i div P)
 * mod M. Over P × M pairs every player meets every module once (each pair pays once; rewards are
 * once per module by default); after all pairs the queue starts over and `repeats` counts the
 * completions that can no longer pay.
 */
function pairQueue(players, modules) {
  let next = 0;
  const queue = {
    repeats: 0,
    take() {
      const i = next++;
      if (i >= players.length * modules.length) queue.repeats++;
      const wrapped = i % (players.length * modules.length);
      const player = wrapped % players.length;
      const module = (player + Math.floor(wrapped / players.length)) % modules.length;
      return { player: players[player], module: modules[module] };
    },
  };
  return queue;
}

/**
 * Two requests per completion, each connection in its own sequence: the start picks the next
 * pair and keeps the attempt id in the connection's context; the submission sends the answers.
 * Autocannon clears the context after the sequence, so every round takes a fresh pair.
 */
function completionRequests(queue) {
  return [
    {
      method: 'POST',
      setupRequest(req, context) {
        const pair = queue.take();
        context.pair = pair;
        return { ...req, path: `/api/v1/modules/${pair.module.slug}/attempts`, headers: pair.player };
      },
      onResponse(status, body, context) {
        if (status === 200) context.attemptId = JSON.parse(body).id;
      },
    },
    {
      method: 'POST',
      setupRequest(req, context) {
        if (!context.attemptId) return null;
        return {
          ...req,
          path: `/api/v1/attempts/${context.attemptId}/submission`,
          headers: { ...context.pair.player, 'content-type': 'application/json' },
          // Consent to the data-sharing notice of sponsored modules (ignored by the others).
          body: JSON.stringify({ answers: context.pair.module.answers, thirdPartyConsent: true }),
        };
      },
    },
  ];
}

/** CPU ms per completion, one decimal; null where /proc cannot tell. */
function perCompletion(cpu, completions) {
  if (!cpu || completions === 0) return null;
  const round = (ms) => Math.round((ms / completions) * 10) / 10;
  return { portal: round(cpu.portalMs), database: round(cpu.databaseMs), total: round(cpu.portalMs + cpu.databaseMs) };
}

/**
 * What the run paid, read from the ledger, the CPU a completion cost the portal and the database
 * server (counted until the load stopped), the statements its database time went to (where the
 * server counts them), and the staff audit of the whole ledger afterwards.
 */
async function outcome({ base, db, settings }, staff, since, queue, cpu, statements) {
  const used = await cpu.stop();
  const statementCounts = await statements.stop();
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE type = 'GAMEREWARD')::int AS rewards,
            COALESCE(sum(value) FILTER (WHERE type = 'GAMEREWARD'), 0)::int AS points,
            count(*) FILTER (WHERE type = 'REWOVRDRWN')::int AS overdrawn,
            count(*) FILTER (WHERE type = 'REWNOPTS')::int AS no_points
     FROM transfers WHERE created_at >= $1`,
    [since],
  );
  const [{ submitted }] = (
    await db.query('SELECT count(*)::int AS submitted FROM attempts WHERE submitted_at >= $1', [since])
  ).rows;
  const audit = await apiJson(base, '/v1/admin/ledger/audit', { headers: staff });
  return {
    submissions: submitted,
    completionsPerSecond: Math.round(submitted / settings.seconds),
    rewardsPerSecond: Math.round(rows[0].rewards / settings.seconds),
    cpuMsPerCompletion: perCompletion(used, submitted),
    rewardsPaid: rows[0].rewards,
    pointsPaid: rows[0].points,
    overdrawnNotes: rows[0].overdrawn,
    noPointsNotes: rows[0].no_points,
    completionsWithoutReward: queue.repeats,
    ledgerAuditOk: audit.ok,
    ...(statementCounts ? { statementsMsPerCompletion: statementCounts.perCompletion(submitted) } : {}),
  };
}

/** @type {import('./index.mjs').Scenario[]} */
export const submissionScenarios = [
  {
    name: 'attempt start + submission with reward (many premium players)',
    prepare: async (ctx) => {
      const staff = await ctx.headersOf(DEMO.staff);
      const players = await createPlayers(ctx, ctx.settings.players);
      const modules = (await playableModules(ctx, players[0])).filter((m) => m.premiumValue > 0);
      if (modules.length === 0) throw new Error('no module with a quiz and premium points in the bench database');
      await fundModules(ctx, staff, modules, players.length);
      const queue = pairQueue(players, modules);
      const [{ now: since }] = (await ctx.db.query('SELECT now()')).rows;
      console.log(
        `  ${players.length} players × ${modules.length} modules with a quiz and premium points, budgets funded`,
      );
      const cpu = await countCpu(ctx);
      const statements = await countStatements(ctx.db);
      return {
        options: { url: ctx.base, requests: completionRequests(queue) },
        afterwards: () => outcome(ctx, staff, since, queue, cpu, statements),
      };
    },
  },
];
