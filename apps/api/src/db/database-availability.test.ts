import { describe, expect, it } from 'vitest';
import { createDatabaseAvailability } from './database-availability';

function clockAt(ms: { now: number }) {
  return { now: () => new Date(ms.now) };
}

describe('createDatabaseAvailability', () => {
  it('probes at most once per interval and shares a running probe', async () => {
    const time = { now: 0 };
    let probes = 0;
    const availability = createDatabaseAvailability({
      probe: async () => {
        probes++;
      },
      clock: clockAt(time),
      maxAgeMs: 1000,
    });
    expect(await Promise.all([availability.status(), availability.status()])).toEqual(['ok', 'ok']);
    expect(probes).toBe(1);
    time.now = 999;
    await availability.status();
    expect(probes).toBe(1);
    time.now = 1000;
    await availability.status();
    expect(probes).toBe(2);
  });

  it('counts a probe that hangs as down within its time limit', async () => {
    const changes: string[] = [];
    const availability = createDatabaseAvailability({
      probe: () => new Promise(() => {}),
      clock: clockAt({ now: 0 }),
      probeTimeoutMs: 30,
      onChange: (status) => changes.push(status),
    });
    expect(await availability.status()).toBe('down');
    expect(availability.isUp()).toBe(false);
    expect(changes).toEqual(['down']);
  });

  it('stays up when a reported connection error was one broken connection', async () => {
    let probes = 0;
    const availability = createDatabaseAvailability({
      probe: async () => {
        probes++;
      },
      clock: clockAt({ now: 0 }),
    });
    availability.reportUnavailable();
    await expect.poll(() => probes).toBe(1);
    expect(availability.isUp()).toBe(true);
  });

  it('is down after a reported connection error until a probe gets through again', async () => {
    const time = { now: 0 };
    let reachable = false;
    const availability = createDatabaseAvailability({
      probe: async () => {
        if (!reachable) throw new Error('connect ECONNREFUSED');
      },
      clock: clockAt(time),
      maxAgeMs: 0,
    });
    availability.reportUnavailable();
    await expect.poll(() => availability.isUp(), { timeout: 1000, interval: 5 }).toBe(false);
    expect(await availability.status()).toBe('down');
    reachable = true;
    expect(await availability.status()).toBe('ok');
    expect(availability.isUp()).toBe(true);
  });

  it('notices by itself when the database is back (watch)', async () => {
    let reachable = false;
    const availability = createDatabaseAvailability({
      probe: async () => {
        if (!reachable) throw new Error('down');
      },
      clock: { now: () => new Date() },
      watchIntervalMs: 10,
    });
    availability.reportUnavailable();
    await expect.poll(() => availability.isUp(), { timeout: 1000, interval: 5 }).toBe(false);
    availability.watch();
    reachable = true;
    await expect.poll(() => availability.isUp(), { timeout: 1000, interval: 10 }).toBe(true);
    availability.close();
  });
});
