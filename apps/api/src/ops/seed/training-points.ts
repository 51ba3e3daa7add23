import { berlinDay } from '@apopunkt/domain/rules/dates';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modules } from '../../db/schema/modules';
import { moduleAccreditations } from '../../db/schema/platform';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo accreditations of the certificate modules by invented event numbers of real chambers' formats. */
export const DEMO_ACCREDITATIONS = [
  {
    slug: 'harnwegsinfekt-special',
    chamber: 'Apothekerkammer Nordrhein',
    eventNumber: 'AKNR-2026-0412',
    points: 2,
    category: '7 (interaktive Fortbildung)',
  },
  {
    slug: 'schwangerschaft-mikronaehrstoffe-special',
    chamber: 'Apothekerkammer Westfalen-Lippe',
    eventNumber: 'AKWL-26-1187',
    points: 2,
    category: '7 (interaktive Fortbildung)',
  },
  {
    slug: 'schmerztherapie-aeltere-special',
    chamber: 'Bayerische Landesapothekerkammer',
    eventNumber: 'BLAK-2026-3305',
    points: 3,
    category: '7 (interaktive Fortbildung)',
  },
  {
    slug: 'neurodermitis-basistherapie',
    chamber: 'Landesapothekerkammer Baden-Württemberg',
    eventNumber: 'LAK-BW-26-0921',
    points: 1,
    category: '1 (Vortrag)',
  },
] as const;

/**
 * Accredits the demo certificate modules (window: 120 days ago until a year from now). Runs right
 * after the modules are created and before any demo member plays them, so the passes the seed
 * makes through the real attempt service (pta@'s learning history, her certificate, her special
 * module) issue certificates of attendance the way a member's pass does.
 */
export async function seedAccreditations(db: Executor, options: { now: Date }): Promise<void> {
  const rows = await db
    .select({ id: modules.id, slug: modules.slug })
    .from(modules)
    .where(
      inArray(
        modules.slug,
        DEMO_ACCREDITATIONS.map((a) => a.slug),
      ),
    );
  const idOf = new Map(rows.map((row) => [row.slug, row.id]));
  const validFrom = berlinDay(new Date(options.now.getTime() - 120 * DAY_MS));
  const validUntil = berlinDay(new Date(options.now.getTime() + 365 * DAY_MS));
  for (const { slug, ...accreditation } of DEMO_ACCREDITATIONS) {
    const moduleId = idOf.get(slug);
    if (moduleId === undefined) continue;
    await db
      .insert(moduleAccreditations)
      .values({ moduleId, ...accreditation, validFrom, validUntil, updatedAt: options.now });
  }
}
