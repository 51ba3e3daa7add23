import { describe, expect, it } from 'vitest';
import { gatewayFailureAction, isGatewayFailure } from './maintenance';

describe('gateway failures', () => {
  it('recognises 502, 503, 504 and network errors', () => {
    expect([502, 503, 504, null].every(isGatewayFailure)).toBe(true);
    expect(isGatewayFailure(500)).toBe(false);
    expect(isGatewayFailure(404)).toBe(false);
  });
  it('reloads first, then goes to maintenance within 100 seconds', () => {
    expect(gatewayFailureAction(null, 1_000_000)).toBe('reload');
    expect(gatewayFailureAction(1_000_000, 1_000_000 + 99_999)).toBe('maintenance');
    expect(gatewayFailureAction(1_000_000, 1_000_000 + 100_000)).toBe('reload');
  });
});
