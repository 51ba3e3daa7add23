import { describe, expect, it } from 'vitest';
import { JOBS } from '../constants/jobs';
import { jobLabel } from './job-labels';

describe('jobLabel', () => {
  it('genders by salutation', () => {
    expect(jobLabel('PHO', 'FE')).toBe('Apothekeninhaberin');
    expect(jobLabel('PHO', 'MA')).toBe('Apothekeninhaber');
    expect(jobLabel('PHO', 'DI')).toBe('Apothekeninhaber*in');
    expect(jobLabel('PHO', null)).toBe('Apothekeninhaber*in');
  });

  it('selects the abbreviated form on request', () => {
    expect(jobLabel('PHP', 'FE', true)).toBe('Apothekerin');
    expect(jobLabel('PHP', 'FE')).toBe('Apothekerin in einer öffentlichen Apotheke');
    expect(jobLabel('PIP', 'MA', true)).toBe('PhiP');
  });

  it('keeps PTA, PKA and the training label the same for everyone', () => {
    for (const g of ['FE', 'MA', 'DI']) {
      expect(jobLabel('PTA', g)).toBe('PTA');
      expect(jobLabel('PKA', g)).toBe('PKA');
      expect(jobLabel('STU', g)).toBe('PTA/PKA in Ausbildung');
    }
  });

  it('has a non-empty label for every job, salutation and form', () => {
    for (const job of JOBS)
      for (const g of ['FE', 'MA', 'DI'])
        for (const a of [true, false]) {
          expect(jobLabel(job, g, a).length).toBeGreaterThan(1);
        }
  });
});
