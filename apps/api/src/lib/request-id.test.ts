import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdFor } from './request-id';

const withHeader = (value?: string) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('requestIdFor', () => {
  it("keeps a proxy's id that looks like one", () => {
    expect(requestIdFor(withHeader('a3f1c2d4e5b6a7c8'))).toBe('a3f1c2d4e5b6a7c8');
  });

  it.each([undefined, '', 'short', 'x'.repeat(101), 'line\nbreak-injected', 'spaces are not ok'])(
    'makes a new one instead of %j',
    (value) => {
      expect(requestIdFor(withHeader(value))).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
