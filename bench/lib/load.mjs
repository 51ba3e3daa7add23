// One autocannon run and its summary line.
import autocannon from 'autocannon';

/** Runs autocannon with the bench's duration and connections unless `options` says otherwise. */
export function runLoad(settings, options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: settings.seconds, connections: settings.connections, ...options }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/**
 * Requests per second of the answers a scenario accepts: one its verifyBody refused (the plain page
 * a visit gets when the drawing skips it, instead of the drawn one) is a fast answer that measured
 * nothing, so counting it would reward a build for giving up sooner.
 */
export function acceptedRps(result) {
  const total = result.requests.total ?? 0;
  if (!total) return result.requests.average;
  return (result.requests.average * Math.max(0, total - (result.mismatches ?? 0))) / total;
}

/**
 * Answers a scenario accepted in one run (see acceptedRps).
 */
export function acceptedTotal(result) {
  return Math.max(0, (result.requests.total ?? 0) - (result.mismatches ?? 0));
}

/**
 * The figures we compare between runs: mean req/s, latency percentiles, failures, and req/s as
 * a share of the hello-world baseline measured in the same run on the same machine. With a
 * `ratioTarget`, also the baseline it was compared with and whether the share reaches the target.
 */
export function summarise(name, result, baselineRps, { ratioTarget, ratio: givenRatio } = {}) {
  const rps = acceptedRps(result);
  const ratio = Number((givenRatio ?? (baselineRps ? rps / baselineRps : 1)).toFixed(4));
  return {
    name,
    requestsPerSecond: Math.round(rps),
    p50Ms: result.latency.p50,
    // autocannon reports p90 and p97.5, not p95: a p97.5 under a target bounds p95 from above.
    p90Ms: result.latency.p90,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    // A mismatch is an answer a scenario's verifyBody refused (e.g. the guest's page for a member).
    errors: result.errors + result.timeouts + (result.mismatches ?? 0),
    non2xx: result.non2xx,
    ratioToBaseline: ratio,
    ...(ratioTarget
      ? { baselineRps: Math.round(baselineRps), target: `≥ ${ratioTarget} ${ratio >= ratioTarget ? '✓' : '✗'}` }
      : {}),
  };
}

/** Seconds of one burst when a scenario alternates with the baseline. */
export const ROUND_SECONDS = 2;

/**
 * A scenario with a ratio target, measured in rounds: each round runs the hello-world baseline and
 * the scenario for ROUND_SECONDS each, the order swapped every round. This host's speed moves by a
 * factor of two within minutes, so a baseline measured before the scenario can run in another
 * phase than the scenario itself. Answers each round's pair of results.
 */
export async function runAlternating(settings, options, baselineOptions) {
  const rounds = Math.max(1, Math.round(settings.seconds / ROUND_SECONDS));
  const pairs = [];
  for (let round = 0; round < rounds; round++) {
    const run = (which) => runLoad(settings, { ...which, duration: ROUND_SECONDS });
    if (round % 2 === 0) {
      const baseline = await run(baselineOptions);
      pairs.push({ baseline, scenario: await run(options) });
    } else {
      const scenario = await run(options);
      pairs.push({ baseline: await run(baselineOptions), scenario });
    }
  }
  return pairs;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * The row of an alternating scenario: mean req/s of its bursts, the highest of their latency
 * percentiles, all failures, and as the ratio the median of the rounds' ratios (each burst against
 * the baseline of its own round), with their range.
 */
export function summariseAlternating(name, pairs, { ratioTarget }) {
  const mean = (pick) => pairs.reduce((sum, pair) => sum + pick(pair), 0) / pairs.length;
  const highest = (key) => Math.max(...pairs.map((pair) => pair.scenario.latency[key]));
  const total = (pick) => pairs.reduce((sum, pair) => sum + (pick(pair) ?? 0), 0);
  const ratios = pairs.map((pair) => acceptedRps(pair.scenario) / acceptedRps(pair.baseline));
  const merged = {
    requests: { average: mean((pair) => acceptedRps(pair.scenario)) },
    latency: { p50: highest('p50'), p90: highest('p90'), p97_5: highest('p97_5'), p99: highest('p99') },
    errors: total((pair) => pair.scenario.errors),
    timeouts: total((pair) => pair.scenario.timeouts),
    mismatches: total((pair) => pair.scenario.mismatches),
    non2xx: total((pair) => pair.scenario.non2xx),
  };
  const baselineRps = mean((pair) => acceptedRps(pair.baseline));
  return {
    ...summarise(name, merged, baselineRps, { ratioTarget, ratio: median(ratios) }),
    rounds: pairs.length,
    ratioRange: `${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}`,
  };
}
