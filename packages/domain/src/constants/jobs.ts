/** The nine professional job codes (spec §3). They earn all permissions once the e-mail is confirmed. */
export const PROFESSIONAL_JOBS = ['PTA', 'PKA', 'STU', 'PHO', 'PHP', 'PHR', 'PHH', 'PST', 'PIP'] as const;
/** The second group: field service, managers, regional managers (spec §3). They only get view permissions. */
export const BUSINESS_JOBS = ['CFR', 'CUS', 'CRM'] as const;
export const JOBS = [...PROFESSIONAL_JOBS, ...BUSINESS_JOBS] as const;

export type ProfessionalJob = (typeof PROFESSIONAL_JOBS)[number];
export type BusinessJob = (typeof BUSINESS_JOBS)[number];
export type Job = (typeof JOBS)[number];

/** Jobs that make a user a "customer" of the business area (spec §6; the fixed set is ours to choose). */
export const CUSTOMER_JOBS: readonly Job[] = BUSINESS_JOBS;

/** Jobs whose verified holders may see prescription-only (Rx) content (DESIGN §4, HWG). */
export const RX_QUALIFIED_JOBS: readonly Job[] = ['PTA', 'PHO', 'PHP', 'PHR', 'PHH', 'PIP', 'PST'];

/** Display colour of each professional job (spec §3 leaves the values open). */
export const JOB_COLOURS: Record<ProfessionalJob, string> = {
  PTA: '#1c7ed6',
  PKA: '#0ca678',
  STU: '#f59f00',
  PHO: '#c2255c',
  PHP: '#7048e8',
  PHR: '#1098ad',
  PHH: '#e8590c',
  PST: '#5c940d',
  PIP: '#ae3ec9',
};

export function isProfessionalJob(job: string | null | undefined): job is ProfessionalJob {
  return (PROFESSIONAL_JOBS as readonly string[]).includes(job ?? '');
}

export function isCustomerJob(job: string | null | undefined): boolean {
  return (CUSTOMER_JOBS as readonly string[]).includes(job ?? '');
}
