import { describe, expect, it } from 'vitest';
import { defaultDatabasePoolSize } from './pool-size';

describe('defaultDatabasePoolSize', () => {
  it('is twice the cores, at least four', () => {
    expect(defaultDatabasePoolSize(1)).toBe(4);
    expect(defaultDatabasePoolSize(2)).toBe(4);
    expect(defaultDatabasePoolSize(8)).toBe(16);
  });
});
