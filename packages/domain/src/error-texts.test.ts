import { describe, expect, it } from 'vitest';
import { ACCOUNT_CHANGE_ERRORS, STAFF_ACTION_ERRORS } from './error-texts';
import { jobLabel } from './rules/job-labels';

describe('error texts', () => {
  it('name the customer job groups as the job labels do (spec §6: CUS manager, CRM regional manager)', () => {
    const names = [jobLabel('CUS', null), jobLabel('CRM', null)];
    expect(names).toEqual(['Manager*in', 'Regionalmanager*in']);
    for (const text of [
      ACCOUNT_CHANGE_ERRORS.customerJobViaSupport,
      STAFF_ACTION_ERRORS.subscriptionsOnlyForCustomers,
    ]) {
      for (const name of names) expect(text).toContain(name);
      expect(text).not.toContain('Regionalleiter');
    }
  });
});
