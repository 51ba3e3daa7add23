import { mulberry32 } from './seeded-random';
/**
 * A reproducible winner draw: the same seed and the same candidates (in any order) always give
 * the same winners. Candidates are sorted by id, then shuffled with a PRNG seeded from the seed
 * text (FNV-1a → mulberry32), and the first `count` are the winners in rank order.
 */
export function drawWinners(candidateIds: readonly number[], count: number, seed: string): number[] {
  const pool = [...new Set(candidateIds)].sort((a, b) => a - b);
  const random = mulberry32(fnv1a(seed));
  const picks = Math.min(Math.max(0, Math.floor(count)), pool.length);
  for (let i = 0; i < picks; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, picks);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
