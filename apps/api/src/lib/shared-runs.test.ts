import { describe, expect, it } from 'vitest';
import { sharedRuns } from './shared-runs';

/** A load that finishes when the test says so, counting how often it was started. */
function controlledLoad() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  return {
    load: () =>
      new Promise<number>((resolve, reject) => {
        started++;
        pending.push({ resolve, reject });
      }),
    started: () => started,
    /** Ends the oldest unfinished load. */
    finish: (value: number) => pending.shift()?.resolve(value),
    fail: (error: Error) => pending.shift()?.reject(error),
  };
}

describe('sharedRuns', () => {
  it('lets concurrent callers of a key share one run', async () => {
    const runs = sharedRuns<number>();
    const loads = controlledLoad();
    const first = runs.run('dashboard', loads.load);
    const second = runs.run('dashboard', loads.load);
    expect(loads.started()).toBe(1);
    loads.finish(42);
    await expect(Promise.all([first, second])).resolves.toEqual([42, 42]);
  });

  it('starts afresh once a run has settled (no cache)', async () => {
    const runs = sharedRuns<number>();
    const loads = controlledLoad();
    const first = runs.run('dashboard', loads.load);
    loads.finish(1);
    await first;
    const second = runs.run('dashboard', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(2);
    await expect(second).resolves.toBe(2);
  });

  it('keeps keys apart', async () => {
    const runs = sharedRuns<number>();
    const loads = controlledLoad();
    const a = runs.run('a', loads.load);
    const b = runs.run('b', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(1);
    loads.finish(2);
    await expect(Promise.all([a, b])).resolves.toEqual([1, 2]);
  });

  it('fails every joined caller with the run, and the next caller starts afresh', async () => {
    const runs = sharedRuns<number>();
    const loads = controlledLoad();
    const first = runs.run('audit', loads.load);
    const second = runs.run('audit', loads.load);
    loads.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await expect(second).rejects.toThrow('connection lost');
    const third = runs.run('audit', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(3);
    await expect(third).resolves.toBe(3);
  });

  it('after forget() a caller does not join the run in flight, which still answers its own callers', async () => {
    const runs = sharedRuns<number>();
    const loads = controlledLoad();
    const before = runs.run('pairs', loads.load);
    runs.forget();
    const after = runs.run('pairs', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(1);
    await expect(before).resolves.toBe(1);
    // The old run settling must not drop the new one: a third caller still joins it.
    const joined = runs.run('pairs', loads.load);
    expect(loads.started()).toBe(2);
    loads.finish(2);
    await expect(Promise.all([after, joined])).resolves.toEqual([2, 2]);
  });
});
