import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { Clock } from './clock';

/** At most `max` attempts inside any sliding window of `windowMs`. */
export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface RateLimitResult {
  /** False once the key has used up its attempts in the window. */
  allowed: boolean;
  /** Attempts counted in the current window (after this call). */
  count: number;
  /** How long until the oldest counted attempt leaves the window; 0 when allowed. */
  retryAfterMs: number;
}

/**
 * A growing delay instead of a hard stop: the first `free` attempts inside `windowMs` pass at once;
 * after them each attempt must wait, since the newest one, `baseDelayMs` doubled for every attempt
 * beyond `free`, at most `maxDelayMs`. Guessing slows down; nobody is shut out for good.
 */
export interface BackoffRule {
  windowMs: number;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The delay after the newest of `count` attempts (0 while they are free). */
export function backoffDelayMs(count: number, rule: BackoffRule): number {
  if (count < rule.free) return 0;
  return Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(count - rule.free, 30));
}

export interface PaceResult extends RateLimitResult {
  /** The counted attempt, for `release`; only when allowed. */
  id?: string;
}

/**
 * A per-key sliding-window counter for limits that @fastify/rate-limit cannot express (per
 * account, per account and IP, failures only). `consume` counts an attempt; `peek` only looks.
 * Blocked attempts are not counted, so a block ends one window after the attempts that caused it.
 * `pace` takes a turn under a BackoffRule and counts it at once, so parallel attempts cannot all
 * slip through when a delay ends; `release` takes a counted turn back (it was no guess after all).
 */
export interface RateLimiter {
  consume(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  peek(key: string, rule: RateLimitRule): Promise<RateLimitResult>;
  pace(key: string, rule: BackoffRule): Promise<PaceResult>;
  release(key: string, id: string): Promise<void>;
  reset(key: string): Promise<void>;
}

/** An attempt's id: its time first (the memory limiter reads it back), then a random part. */
function attemptId(now: number): string {
  return `${now}-${randomBytes(6).toString('hex')}`;
}

/** The answer for a key that already holds `count` attempts (peek, or consume when full). */
function result(count: number, rule: RateLimitRule, oldest: number | undefined, now: number): RateLimitResult {
  const allowed = count < rule.max;
  const retryAfterMs = allowed || oldest === undefined ? 0 : Math.max(0, oldest + rule.windowMs - now);
  return { allowed, count, retryAfterMs };
}

/** In-process limiter: enough for one API instance (the default, and every test). */
export function createMemoryRateLimiter(clock: Clock, maxKeys = 50_000): RateLimiter {
  const hits = new Map<string, { times: number[]; windowMs: number }>();

  function live(key: string, rule: { windowMs: number }, now: number): number[] {
    const kept = (hits.get(key)?.times ?? []).filter((t) => t > now - rule.windowMs);
    if (kept.length > 0) hits.set(key, { times: kept, windowMs: rule.windowMs });
    else hits.delete(key);
    return kept;
  }

  function add(key: string, times: number[], windowMs: number, now: number): void {
    times.push(now);
    hits.set(key, { times, windowMs });
    sweep(now);
  }

  /** Keeps memory bounded: first drops keys whose attempts have all expired, then the oldest keys. */
  function sweep(now: number): void {
    if (hits.size <= maxKeys) return;
    for (const [key, entry] of hits) {
      if ((entry.times.at(-1) ?? 0) <= now - entry.windowMs) hits.delete(key);
    }
    for (const key of hits.keys()) {
      if (hits.size <= maxKeys) break;
      hits.delete(key);
    }
  }

  return {
    async consume(key, rule) {
      const now = clock.now().getTime();
      const times = live(key, rule, now);
      if (times.length >= rule.max) return result(times.length, rule, times[0], now);
      add(key, times, rule.windowMs, now);
      return { allowed: true, count: times.length, retryAfterMs: 0 };
    },
    async peek(key, rule) {
      const now = clock.now().getTime();
      const times = live(key, rule, now);
      return result(times.length, rule, times[0], now);
    },
    async pace(key, rule) {
      const now = clock.now().getTime();
      const times = live(key, rule, now);
      const newest = times.at(-1);
      const wait = newest === undefined ? 0 : newest + backoffDelayMs(times.length, rule) - now;
      if (wait > 0) return { allowed: false, count: times.length, retryAfterMs: wait };
      add(key, times, rule.windowMs, now);
      return { allowed: true, count: times.length, retryAfterMs: 0, id: attemptId(now) };
    },
    async release(key, id) {
      const times = hits.get(key)?.times;
      const at = times?.lastIndexOf(Number(id.split('-')[0])) ?? -1;
      if (times && at >= 0) times.splice(at, 1);
    },
    async reset(key) {
      hits.delete(key);
    },
  };
}

/**
 * Redis limiter for several API instances behind a load balancer (DESIGN §1): one sorted set
 * per key holding the attempt times. Check-and-add runs as one Lua script, so racing instances
 * cannot both take the last attempt.
 */
export function createRedisRateLimiter(redis: Redis, clock: Clock, prefix = 'rl:'): RateLimiter {
  const consumeScript = `
    redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1] - ARGV[2])
    local count = redis.call('ZCARD', KEYS[1])
    if count >= tonumber(ARGV[3]) then
      local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
      return {count, oldest[2] or ARGV[1], 0}
    end
    redis.call('ZADD', KEYS[1], ARGV[1], ARGV[4])
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {count + 1, ARGV[1], 1}
  `;
  // ARGV: now, window, free, base delay, max delay, member. Answers {count, wait, added}.
  const paceScript = `
    local now = tonumber(ARGV[1])
    redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - tonumber(ARGV[2]))
    local count = redis.call('ZCARD', KEYS[1])
    if count >= tonumber(ARGV[3]) then
      local newest = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
      local delay = math.min(tonumber(ARGV[5]), tonumber(ARGV[4]) * 2 ^ math.min(count - tonumber(ARGV[3]), 30))
      local wait = tonumber(newest[2]) + delay - now
      if wait > 0 then return {count, wait, 0} end
    end
    redis.call('ZADD', KEYS[1], now, ARGV[6])
    redis.call('PEXPIRE', KEYS[1], ARGV[2])
    return {count + 1, 0, 1}
  `;
  return {
    async consume(key, rule) {
      const now = clock.now().getTime();
      const member = attemptId(now);
      const [count, oldest, added] = (await redis.eval(
        consumeScript,
        1,
        prefix + key,
        String(now),
        String(rule.windowMs),
        String(rule.max),
        member,
      )) as [number, string, number];
      if (added === 1) return { allowed: true, count: Number(count), retryAfterMs: 0 };
      return result(Number(count), rule, Number(oldest), now);
    },
    async peek(key, rule) {
      const now = clock.now().getTime();
      await redis.zremrangebyscore(prefix + key, '-inf', now - rule.windowMs);
      const [count, oldest] = await Promise.all([
        redis.zcard(prefix + key),
        redis.zrange(prefix + key, 0, 0, 'WITHSCORES'),
      ]);
      return result(count, rule, oldest[1] === undefined ? undefined : Number(oldest[1]), now);
    },
    async pace(key, rule) {
      const now = clock.now().getTime();
      const id = attemptId(now);
      const [count, wait, added] = (await redis.eval(
        paceScript,
        1,
        prefix + key,
        String(now),
        String(rule.windowMs),
        String(rule.free),
        String(rule.baseDelayMs),
        String(rule.maxDelayMs),
        id,
      )) as [number, number, number];
      if (added === 1) return { allowed: true, count: Number(count), retryAfterMs: 0, id };
      return { allowed: false, count: Number(count), retryAfterMs: Number(wait) };
    },
    async release(key, id) {
      await redis.zrem(prefix + key, id);
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
  };
}

/** Redis when the app has one (several instances), otherwise in-process. */
export function createRateLimiter(deps: { clock: Clock; redis?: Redis }): RateLimiter {
  return deps.redis ? createRedisRateLimiter(deps.redis, deps.clock) : createMemoryRateLimiter(deps.clock);
}
