import { describe, expect, it } from 'vitest';
import { failuresInARow, formatRetryWait, nextAttemptAllowedAt, shuffleOptions } from './attempt-retry';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

describe('retry wait after failures', () => {
  it('counts failures in a row until the latest pass', () => {
    expect(failuresInARow([])).toBe(0);
    expect(failuresInARow([{ passed: false }, { passed: false }, { passed: true }, { passed: false }])).toBe(2);
    expect(failuresInARow([{ passed: true }, { passed: false }])).toBe(0);
  });

  it('grows from 10 minutes to 1 hour to 24 hours, and is none after a pass', () => {
    const fail = (minute: number) => ({ passed: false, submittedAt: at(minute) });
    expect(nextAttemptAllowedAt([])).toBeNull();
    expect(nextAttemptAllowedAt([{ passed: true, submittedAt: at(0) }])).toBeNull();
    expect(nextAttemptAllowedAt([fail(5)])).toEqual(at(15));
    expect(nextAttemptAllowedAt([fail(5), fail(1)])).toEqual(at(65));
    expect(nextAttemptAllowedAt([fail(5), fail(1), fail(0)])).toEqual(new Date(at(5).getTime() + 24 * 3600_000));
    expect(nextAttemptAllowedAt([fail(5), { passed: true, submittedAt: at(1) }, fail(0)])).toEqual(at(15));
  });

  it('says the wait in German words', () => {
    expect(formatRetryWait(30)).toBe('1 Minute');
    expect(formatRetryWait(600)).toBe('10 Minuten');
    expect(formatRetryWait(3600)).toBe('1 Stunde');
    expect(formatRetryWait(24 * 3600 - 5)).toBe('24 Stunden');
  });
});

describe('shuffleOptions', () => {
  const questions = [
    { id: 'q1', options: ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id })) },
    { id: 'q2', options: [{ id: 'x' }, { id: 'y' }] },
  ];

  it('keeps every option, is stable per attempt and differs between attempts', () => {
    const first = shuffleOptions(questions, 'attempt-1');
    expect(shuffleOptions(questions, 'attempt-1')).toEqual(first);
    expect(first.map((q) => q.options.map((o) => o.id).sort())).toEqual([
      ['a', 'b', 'c', 'd', 'e', 'f'],
      ['x', 'y'],
    ]);
    const orders = new Set(
      Array.from({ length: 50 }, (_, i) =>
        shuffleOptions(questions, `attempt-${i}`)[0]
          ?.options.map((o) => o.id)
          .join(''),
      ),
    );
    expect(orders.size).toBeGreaterThan(30);
    expect(questions[0]?.options.map((o) => o.id).join('')).toBe('abcdef');
  });

  it('puts each option first about equally often', () => {
    const firsts = new Map<string, number>();
    for (let i = 0; i < 6000; i++) {
      const id = shuffleOptions(questions, crypto.randomUUID())[0]?.options[0]?.id ?? '';
      firsts.set(id, (firsts.get(id) ?? 0) + 1);
    }
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f']) expect(firsts.get(id)).toBeGreaterThan(800);
  });
});
