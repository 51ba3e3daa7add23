import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createDatabaseProbe } from './database-probe';

function fakeDb(results: ('ok' | 'fail')[]) {
  let calls = 0;
  const db = {
    execute: async () => {
      const next = results[Math.min(calls, results.length - 1)];
      calls++;
      if (next === 'fail') throw new Error('connection refused');
      return [];
    },
  } as unknown as Db;
  return { db, calls: () => calls };
}

describe('createDatabaseProbe', () => {
  it('checks at most once per interval and shares a running check', async () => {
    let now = 0;
    const { db, calls } = fakeDb(['ok']);
    const status = createDatabaseProbe(db, { now: () => new Date(now) }, 1000);
    expect(await Promise.all([status(), status(), status()])).toEqual(['ok', 'ok', 'ok']);
    expect(calls()).toBe(1);
    now = 999;
    await status();
    expect(calls()).toBe(1);
    now = 1000;
    await status();
    expect(calls()).toBe(2);
  });

  it('reports a database that stopped answering after the interval', async () => {
    let now = 0;
    const { db } = fakeDb(['ok', 'fail']);
    const status = createDatabaseProbe(db, { now: () => new Date(now) }, 1000);
    expect(await status()).toBe('ok');
    now = 1500;
    expect(await status()).toBe('down');
  });
});
