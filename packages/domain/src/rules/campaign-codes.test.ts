import { describe, expect, it } from 'vitest';
import { campaignCodeState, normalizeCampaignCode } from './campaign-codes';

const base = { isActive: true, validFrom: null, validTo: null, maxRedemptions: null, redemptions: 0 };
const now = new Date('2026-03-01T12:00:00Z');

describe('normalizeCampaignCode', () => {
  it('trims and upper-cases, so matching ignores case and blanks', () => {
    expect(normalizeCampaignCode('  willkommen50 ')).toBe('WILLKOMMEN50');
    expect(normalizeCampaignCode('Apotheke2026')).toBe(normalizeCampaignCode('APOTHEKE2026'));
  });
});

describe('campaignCodeState', () => {
  it('is valid inside an open window', () => {
    expect(campaignCodeState(base, now)).toBe('valid');
  });
  it('respects the window with an exclusive end', () => {
    expect(campaignCodeState({ ...base, validFrom: new Date('2026-03-02T00:00:00Z') }, now)).toBe('not_yet_valid');
    expect(campaignCodeState({ ...base, validFrom: now }, now)).toBe('valid');
    expect(campaignCodeState({ ...base, validTo: now }, now)).toBe('expired');
    expect(campaignCodeState({ ...base, validTo: new Date(now.getTime() + 1) }, now)).toBe('valid');
  });
  it('is exhausted at the total limit and inactive when staff turned it off', () => {
    expect(campaignCodeState({ ...base, maxRedemptions: 10, redemptions: 10 }, now)).toBe('exhausted');
    expect(campaignCodeState({ ...base, maxRedemptions: 10, redemptions: 9 }, now)).toBe('valid');
    expect(campaignCodeState({ ...base, isActive: false }, now)).toBe('inactive');
  });
});
