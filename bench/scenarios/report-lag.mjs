// The report job's lag (issue 38): while completions arrive at a steady 50 a second, how long
// until a completion shows in the manufacturer's statistics? Target: within 60 s.
import { apiJson, DEMO } from '../lib/api.mjs';
import { createPlayers, fundModules, playableModules } from './players.mjs';

const COMPLETIONS_PER_SECOND = 50;
const MARKER_EVERY_MS = 5_000;
const POLL_EVERY_MS = 500;
const GIVE_UP_MS = 120_000;
const TARGET_SECONDS = 60;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The stream's requests: each sequence starts an attempt of the next (player, module) pair and submits it. */
function streamRequests(players, modules) {
  let next = 0;
  return [
    {
      method: 'POST',
      setupRequest(req, context) {
        const i = next++;
        const player = players[i % players.length];
        const module = modules[(i + Math.floor(i / players.length)) % modules.length];
        context.pair = { player, module };
        return { ...req, path: `/api/v1/modules/${module.slug}/attempts`, headers: player };
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
          body: JSON.stringify({ answers: context.pair.module.answers, thirdPartyConsent: true }),
        };
      },
    },
  ];
}

/** The marker module's submitted attempts as its statistics show them. */
async function shownAttempts(base, staff, slug) {
  const stats = await apiJson(base, `/v1/business/modules/${slug}/statistics`, { headers: staff });
  return stats.combinedContactsReachedReport.attemptsReport.count;
}

/**
 * Every five seconds while the stream runs, one marker player completes the marker module (a
 * manufacturer module the stream never plays) and the staff statistics of that module are polled
 * until the count of attempts has grown by it: that wait is the lag.
 */
function startMarkers({ base }, staff, marker, players, isRunning) {
  const lags = [];
  const pending = [];
  let n = 0;
  const one = async () => {
    const player = players[n++ % players.length];
    const before = await shownAttempts(base, staff, marker.slug);
    const attempt = await apiJson(base, `/v1/modules/${marker.slug}/attempts`, { method: 'POST', headers: player });
    await apiJson(base, `/v1/attempts/${attempt.id}/submission`, {
      method: 'POST',
      headers: player,
      body: { answers: marker.answers, thirdPartyConsent: true },
    });
    const submitted = Date.now();
    while (Date.now() - submitted < GIVE_UP_MS) {
      if ((await shownAttempts(base, staff, marker.slug)) > before) {
        lags.push((Date.now() - submitted) / 1000);
        return;
      }
      await sleep(POLL_EVERY_MS);
    }
    lags.push(Number.POSITIVE_INFINITY);
  };
  const loop = (async () => {
    while (isRunning()) {
      pending.push(one());
      await sleep(MARKER_EVERY_MS);
    }
  })();
  return async () => {
    await loop;
    await Promise.all(pending);
    return lags;
  };
}

/** @type {import('./index.mjs').Scenario[]} */
export const reportLagScenarios = [
  {
    name: 'report lag: 50 completions/s, until a completion shows in the statistics',
    prepare: async (ctx) => {
      const staff = await ctx.headersOf(DEMO.staff);
      const players = await createPlayers(ctx, 400);
      const playable = await playableModules(ctx, players[0]);
      const { rows } = await ctx.db.query(
        `SELECT slug FROM modules WHERE slug = ANY($1) AND manufacturer_id IS NOT NULL ORDER BY id LIMIT 1`,
        [playable.map((m) => m.slug)],
      );
      const marker = playable.find((m) => m.slug === rows[0]?.slug);
      if (!marker) throw new Error('no manufacturer module with a quiz for the marker completions');
      const stream = playable.filter((m) => m.slug !== marker.slug && m.premiumValue > 0);
      await fundModules(ctx, staff, stream, players.length);
      const markerPlayers = players.splice(0, 40);
      const seconds = Math.max(ctx.settings.seconds, 60);
      let running = true;
      // The markers start with the stream (autocannon starts as soon as prepare answers).
      const stopMarkers = startMarkers(ctx, staff, marker, markerPlayers, () => running);
      console.log(
        `  ${COMPLETIONS_PER_SECOND} completions/s for ${seconds} s over ${stream.length} modules; markers on ${marker.slug}`,
      );
      return {
        options: {
          url: ctx.base,
          duration: seconds,
          connections: 10,
          overallRate: COMPLETIONS_PER_SECOND * 2,
          requests: streamRequests(players, stream),
        },
        afterwards: async () => {
          running = false;
          const lags = (await stopMarkers()).sort((a, b) => a - b);
          const max = lags.at(-1) ?? null;
          return {
            markers: lags.length,
            reportLagSeconds: {
              median: lags[Math.floor(lags.length / 2)] ?? null,
              max,
              all: lags.map((l) => Math.round(l * 10) / 10),
            },
            target: max !== null && max <= TARGET_SECONDS ? `≤ ${TARGET_SECONDS} s ✓` : `≤ ${TARGET_SECONDS} s ✗`,
          };
        },
      };
    },
  },
];
