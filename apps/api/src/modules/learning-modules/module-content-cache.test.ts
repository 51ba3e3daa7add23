import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { quizContent } from '../../ops/seed/learning-factories';
import { moduleContentOf } from './module-content-cache';

const quiz = (passMarkPercent: number) => quizContent({ passMarkPercent });

describe('moduleContentOf', () => {
  it('checks a version once and answers the same content for it afterwards', () => {
    const module = { uuid: randomUUID() };
    const first = moduleContentOf(module, 1, quiz(70));
    expect(first?.passMarkPercent).toBe(70);
    // The same version read again (a new object from the database) is not checked again.
    expect(moduleContentOf(module, 1, quiz(70))).toBe(first);
    // Another version of the module, or the same version of another module, is its own.
    expect(moduleContentOf(module, 2, quiz(80))?.passMarkPercent).toBe(80);
    expect(moduleContentOf({ uuid: randomUUID() }, 1, quiz(90))?.passMarkPercent).toBe(90);
  });

  it('answers null for a missing or invalid content, and remembers that too', () => {
    const module = { uuid: randomUUID() };
    expect(moduleContentOf(module, 1, null)).toBeNull();
    expect(moduleContentOf(module, 2, { pages: [], questions: [] })).toBeNull();
    expect(moduleContentOf(module, 2, quiz(70))).toBeNull();
  });

  it('hands out a frozen content, so no request can change it for the others', () => {
    const content = moduleContentOf({ uuid: randomUUID() }, 1, quiz(70));
    if (!content) throw new Error('the quiz should be valid');
    const options = content.questions[0]?.options ?? [];
    expect(options).toHaveLength(2);
    expect(() => {
      (content as { passMarkPercent: number }).passMarkPercent = 1;
    }).toThrow(TypeError);
    expect(() => {
      (options as unknown[]).push({ id: 'c' });
    }).toThrow(TypeError);
    expect(Object.isFrozen(options[0])).toBe(true);
    expect(content.passMarkPercent).toBe(70);
  });

  it('keeps a bounded number of versions: the longest-known is checked again', () => {
    const module = { uuid: randomUUID() };
    const first = moduleContentOf(module, 1, quiz(70));
    for (let version = 2; version <= 501; version++) moduleContentOf(module, version, quiz(70));
    const again = moduleContentOf(module, 1, quiz(70));
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});
