import { parseArgs } from 'node:util';
import { defaultManufacturerCount } from './catalog';
import type { LoadOptions } from './generate-load';

export interface CliOptions extends LoadOptions {
  /** Run even though the database holds users that are neither demo nor synthetic. */
  force: boolean;
}

export const USAGE = `Aufruf: DATABASE_URL=postgres://… npm run seed:load -- [--users 100000] [--completions 1000000] [--premium-share 0.6] [--manufacturers N] [--report-job] [--force]`;

function positiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`--${name} muss eine positive ganze Zahl sein.`);
  return value;
}

/** The generator's flags; defaults are the sizes DESIGN §7 names (100k users, 1M completions). */
export function parseCliOptions(argv: string[]): CliOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      users: { type: 'string' },
      completions: { type: 'string' },
      'premium-share': { type: 'string' },
      manufacturers: { type: 'string' },
      'report-job': { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
    },
  });
  const premiumShare = values['premium-share'] === undefined ? 0.6 : Number(values['premium-share']);
  if (!(premiumShare >= 0 && premiumShare <= 1)) throw new Error('--premium-share muss zwischen 0 und 1 liegen.');
  const completions = positiveInt('completions', values.completions, 1_000_000);
  return {
    users: positiveInt('users', values.users, 100_000),
    completions,
    premiumShare,
    manufacturers: positiveInt('manufacturers', values.manufacturers, defaultManufacturerCount(completions)),
    reports: values['report-job'] ? 'job' : 'sql',
    force: values.force ?? false,
  };
}
