/**
 * What repeated failure costs (issue 8 §3, docs/decisions.md): after a failed submission the next
 * attempt of the module can start only after a wait that grows with the failures in a row since
 * the last pass: 10 minutes, then 1 hour, then 24 hours for every further failure. A pass ends
 * the series. Together with solutions that only a pass reveals and options shuffled per attempt,
 * guessing one's way through costs days, while a reader who failed once waits a coffee break.
 */
export const RETRY_WAIT_MINUTES: readonly number[] = [10, 60, 24 * 60];

/** Failures in a row at the start of `submissions` (newest first) before the latest pass. */
export function failuresInARow(submissions: readonly { passed: boolean | null }[]): number {
  const firstPass = submissions.findIndex((s) => s.passed === true);
  return firstPass === -1 ? submissions.length : firstPass;
}

/**
 * When the next attempt may start, given the user's latest submissions of the module (newest
 * first, at least RETRY_WAIT_MINUTES.length of them when there are that many); null when no wait.
 */
export function nextAttemptAllowedAt(
  submissions: readonly { passed: boolean | null; submittedAt: Date }[],
): Date | null {
  const failures = failuresInARow(submissions);
  const latest = submissions[0];
  if (failures === 0 || !latest) return null;
  const minutes = RETRY_WAIT_MINUTES[Math.min(failures, RETRY_WAIT_MINUTES.length) - 1] ?? 0;
  return new Date(latest.submittedAt.getTime() + minutes * 60_000);
}

/** The wait in German words for the message: "10 Minuten", "1 Stunde", "24 Stunden". */
export function formatRetryWait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return minutes === 1 ? '1 Minute' : `${minutes} Minuten`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 Stunde' : `${hours} Stunden`;
}

/** 32-bit FNV-1a of a string: a small, stable seed for the per-attempt option order. */
function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a tiny deterministic PRNG in [0, 1). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The options of every question in an order derived from the attempt id (Fisher–Yates with a
 * seed of attempt and question): stable while the attempt is resumed, different in the next
 * attempt, so remembering positions from a failed try does not help.
 */
export function shuffleOptions<Q extends { id: string; options: readonly O[] }, O>(
  questions: readonly Q[],
  attemptId: string,
): Q[] {
  return questions.map((question) => {
    const next = random(hashSeed(`${attemptId}:${question.id}`));
    const options = [...question.options];
    for (let i = options.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [options[i], options[j]] = [options[j] as O, options[i] as O];
    }
    return { ...question, options };
  });
}
