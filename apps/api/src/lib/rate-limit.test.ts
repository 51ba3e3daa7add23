import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Clock, fixedClock } from './clock';
import { type BackoffRule, createMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from './rate-limit';

const RULE = { max: 3, windowMs: 60_000 };
const BACKOFF: BackoffRule = { windowMs: 3_600_000, free: 2, baseDelayMs: 1000, maxDelayMs: 5000 };

/**
 * Redis for the Redis limiter: TEST_REDIS_URL, or a throw-away redis-server when one is
 * installed. Without either, only the in-process limiter is tested.
 */
const redisServerInstalled = spawnSync('redis-server', ['--version']).status === 0;
const redisAvailable = !!process.env.TEST_REDIS_URL || redisServerInstalled;
let redis: Redis | null = null;
let server: ChildProcess | null = null;

beforeAll(async () => {
  if (!redisAvailable) return;
  let url = process.env.TEST_REDIS_URL;
  if (!url) {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    server = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    url = `redis://127.0.0.1:${port}`;
  }
  redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  redis.on('error', () => {}); // refused connections while the server starts; connect() below retries
  // Up to 15 s: a freshly spawned redis-server can be slow to listen on a loaded CI machine.
  for (let i = 0; i < 300 && redis.status !== 'ready'; i++) {
    try {
      await redis.connect();
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
});

afterAll(async () => {
  redis?.disconnect();
  server?.kill();
});

const kinds: [string, boolean, (clock: Clock) => RateLimiter][] = [
  ['memory', true, (clock) => createMemoryRateLimiter(clock)],
  [
    'redis',
    redisAvailable,
    (clock) => createRedisRateLimiter(redis as Redis, clock, `test:${Date.now()}:${Math.random()}:`),
  ],
];

describe.each(kinds)('%s rate limiter', (_kind, available, create) => {
  it.runIf(available)('allows max attempts in a sliding window, then blocks until the oldest leaves', async () => {
    const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
    const limiter = create(clock);
    expect((await limiter.consume('k', RULE)).allowed).toBe(true);
    clock.advance(20_000);
    expect((await limiter.consume('k', RULE)).allowed).toBe(true);
    expect((await limiter.consume('k', RULE)).count).toBe(3);
    const blocked = await limiter.consume('k', RULE);
    expect(blocked).toEqual({ allowed: false, count: 3, retryAfterMs: 40_000 });
    clock.advance(40_001);
    const again = await limiter.consume('k', RULE);
    expect(again.allowed).toBe(true);
    expect(again.count).toBe(3);
  });

  it.runIf(available)('does not count blocked attempts, keeps keys apart, peeks and resets', async () => {
    const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
    const limiter = create(clock);
    for (let i = 0; i < 3; i++) await limiter.consume('a', RULE);
    for (let i = 0; i < 5; i++) expect((await limiter.consume('a', RULE)).allowed).toBe(false);
    expect(await limiter.peek('b', RULE)).toEqual({ allowed: true, count: 0, retryAfterMs: 0 });
    expect((await limiter.peek('a', RULE)).allowed).toBe(false);
    clock.advance(60_001);
    expect((await limiter.peek('a', RULE)).count).toBe(0);
    for (let i = 0; i < 3; i++) await limiter.consume('a', RULE);
    await limiter.reset('a');
    expect((await limiter.consume('a', RULE)).allowed).toBe(true);
  });

  it.runIf(available)('paces: free attempts, then a delay that doubles up to its cap, never a stop', async () => {
    const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
    const limiter = create(clock);
    expect((await limiter.pace('p', BACKOFF)).allowed).toBe(true);
    expect((await limiter.pace('p', BACKOFF)).allowed).toBe(true);
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      const refused = await limiter.pace('p', BACKOFF);
      expect(refused.allowed).toBe(false);
      expect((await limiter.pace('p', BACKOFF)).retryAfterMs).toBe(refused.retryAfterMs);
      waits.push(refused.retryAfterMs);
      clock.advance(refused.retryAfterMs);
      expect((await limiter.pace('p', BACKOFF)).allowed).toBe(true);
    }
    expect(waits).toEqual([1000, 2000, 4000, 5000, 5000]);
    expect((await limiter.pace('other', BACKOFF)).allowed).toBe(true);
    clock.advance(BACKOFF.windowMs);
    expect((await limiter.pace('p', BACKOFF)).count).toBe(1);
  });

  it.runIf(available)('counts each turn at once, also in parallel; release takes one back', async () => {
    const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
    const limiter = create(clock);
    const turns = await Promise.all(Array.from({ length: 6 }, () => limiter.pace('q', BACKOFF)));
    expect(turns.filter((t) => t.allowed)).toHaveLength(BACKOFF.free);
    const second = turns.filter((t) => t.allowed)[1];
    await limiter.release('q', second?.id as string);
    const again = await limiter.pace('q', BACKOFF);
    expect(again.allowed).toBe(true);
    expect(again.count).toBe(2);
  });
});

describe('memory rate limiter', () => {
  it('bounds its memory by dropping expired and then oldest keys', async () => {
    const clock = fixedClock(new Date('2025-03-01T09:00:00Z'));
    const limiter = createMemoryRateLimiter(clock, 10);
    for (let i = 0; i < 25; i++) await limiter.consume(`key-${i}`, RULE);
    expect((await limiter.peek('key-0', RULE)).count).toBe(0);
    expect((await limiter.peek('key-24', RULE)).count).toBe(1);
  });
});
