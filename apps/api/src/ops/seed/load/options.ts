import { parseArgs } from 'node:util';
import type { LoadOptions } from './generate-load';

export interface CliOptions extends LoadOptions {
  /** Run even though the database holds users that are neither demo nor synthetic. */
  force: boolean;
}

export const USAGE = `Aufruf: DATABASE_URL=postgres://… npm run seed:load -- [--users 100000] [--completions 1000000] [--premium-share 0.6] [--force]`;

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
      force: { type: 'boolean', default: false },
    },
  });
  const premiumShare = values['premium-share'] === undefined ? 0.6 : Number(values['premium-share']);
  if (!(premiumShare >= 0 && premiumShare <= 1)) throw new Error('--premium-share muss zwischen 0 und 1 liegen.');
  return {
    users: positiveInt('users', values.users, 100_000),
    completions: positiveInt('completions', values.completions, 1_000_000),
    premiumShare,
    force: values.force ?? false,
  };
}
