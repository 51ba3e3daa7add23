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
 * The figures we compare between runs: mean req/s, latency percentiles, failures, and req/s as
 * a share of the hello-world baseline measured in the same run on the same machine. With a
 * `ratioTarget`, also the baseline it was compared with and whether the share reaches the target.
 */
export function summarise(name, result, baselineRps, { ratioTarget } = {}) {
  const rps = result.requests.average;
  const ratio = baselineRps ? Number((rps / baselineRps).toFixed(4)) : 1;
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
