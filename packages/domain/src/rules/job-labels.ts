import type { Job } from '../constants/jobs';

type Forms = { female: string; male: string; neutral: string };
interface JobLabel {
  full: Forms;
  short: Forms;
}

function same(label: string): Forms {
  return { female: label, male: label, neutral: label };
}

/** German job role labels, gendered by salutation (spec §6). */
const LABELS: Record<Job, JobLabel> = {
  PTA: { full: same('PTA'), short: same('PTA') },
  PKA: { full: same('PKA'), short: same('PKA') },
  STU: { full: same('PTA/PKA in Ausbildung'), short: same('PTA/PKA i. A.') },
  PHO: {
    full: { female: 'Apothekeninhaberin', male: 'Apothekeninhaber', neutral: 'Apothekeninhaber*in' },
    short: { female: 'Inhaberin', male: 'Inhaber', neutral: 'Inhaber*in' },
  },
  PHP: {
    full: {
      female: 'Apothekerin in einer öffentlichen Apotheke',
      male: 'Apotheker in einer öffentlichen Apotheke',
      neutral: 'Apotheker*in in einer öffentlichen Apotheke',
    },
    short: { female: 'Apothekerin', male: 'Apotheker', neutral: 'Apotheker*in' },
  },
  PHR: {
    full: {
      female: 'Apothekerin in einer Versandapotheke',
      male: 'Apotheker in einer Versandapotheke',
      neutral: 'Apotheker*in in einer Versandapotheke',
    },
    short: { female: 'Apothekerin (Versand)', male: 'Apotheker (Versand)', neutral: 'Apotheker*in (Versand)' },
  },
  PHH: {
    full: {
      female: 'Apothekerin in einer Krankenhausapotheke',
      male: 'Apotheker in einer Krankenhausapotheke',
      neutral: 'Apotheker*in in einer Krankenhausapotheke',
    },
    short: { female: 'Apothekerin (Klinik)', male: 'Apotheker (Klinik)', neutral: 'Apotheker*in (Klinik)' },
  },
  PST: {
    full: { female: 'Pharmaziestudentin', male: 'Pharmaziestudent', neutral: 'Pharmaziestudent*in' },
    short: { female: 'Studentin', male: 'Student', neutral: 'Student*in' },
  },
  PIP: {
    full: {
      female: 'Pharmazeutin im Praktikum',
      male: 'Pharmazeut im Praktikum',
      neutral: 'Pharmazeut*in im Praktikum',
    },
    short: same('PhiP'),
  },
  CFR: {
    full: {
      female: 'Außendienstmitarbeiterin',
      male: 'Außendienstmitarbeiter',
      neutral: 'Außendienstmitarbeiter*in',
    },
    short: same('Außendienst'),
  },
  CUS: {
    full: { female: 'Managerin', male: 'Manager', neutral: 'Manager*in' },
    short: { female: 'Managerin', male: 'Manager', neutral: 'Manager*in' },
  },
  CRM: {
    full: { female: 'Regionalmanagerin', male: 'Regionalmanager', neutral: 'Regionalmanager*in' },
    short: { female: 'Regionalmanagerin', male: 'Regionalmanager', neutral: 'Regionalmanager*in' },
  },
};

/**
 * The German label of a job code: FE female, MA male, anything else neutral with asterisk;
 * `abbreviated` selects the short form used in tight places (spec §6).
 */
export function jobLabel(job: Job, gender: string | null | undefined, abbreviated = false): string {
  const forms = abbreviated ? LABELS[job].short : LABELS[job].full;
  if (gender === 'FE') return forms.female;
  if (gender === 'MA') return forms.male;
  return forms.neutral;
}
