import { postcodeRegion } from '@apopunkt/domain/rules/popups';
import type { PopupReport } from '@apopunkt/domain/schemas/popups';
import type { PopupEventGroup } from './popups-admin.repository';

type Counts = { seen: number; clicked: number };
const key = (type: number): keyof Counts => (type === 1 ? 'clicked' : 'seen');

/**
 * The figures of the popup report (spec §3) from the grouped events: totals of views and clicks
 * for members and for pharmacies (events of members whose workplace is a pharmacy), distinct
 * members and pharmacies, and distinct members and pharmacies per postcode region.
 */
export function popupFigures(
  groups: PopupEventGroup[],
): Pick<PopupReport, 'userTotals' | 'pharmacyTotals' | 'distinct' | 'perPostcode'> {
  const userTotals: Counts = { seen: 0, clicked: 0 };
  const pharmacyTotals: Counts = { seen: 0, clicked: 0 };
  const users = { seen: new Set<number>(), clicked: new Set<number>() };
  const pharmacies = { seen: new Set<number>(), clicked: new Set<number>() };
  const userRegions = new Map<string, { seen: Set<number>; clicked: Set<number> }>();
  const pharmacyRegions = new Map<string, { seen: Set<number>; clicked: Set<number> }>();
  const add = (map: typeof userRegions, region: string, k: keyof Counts, id: number) => {
    const entry = map.get(region) ?? { seen: new Set<number>(), clicked: new Set<number>() };
    entry[k].add(id);
    map.set(region, entry);
  };
  for (const g of groups) {
    const k = key(g.type);
    userTotals[k] += g.events;
    users[k].add(g.userId);
    const region = postcodeRegion(g.zip);
    add(userRegions, region, k, g.userId);
    if (g.organisationId !== null && g.organisationType === 'PHA') {
      pharmacyTotals[k] += g.events;
      pharmacies[k].add(g.organisationId);
      add(pharmacyRegions, region, k, g.organisationId);
    }
  }
  const rows = (map: typeof userRegions) =>
    [...map]
      .map(([region, s]) => ({ region, seen: s.seen.size, clicked: s.clicked.size }))
      .sort((a, b) => a.region.localeCompare(b.region));
  return {
    userTotals,
    pharmacyTotals,
    distinct: {
      users: { seen: users.seen.size, clicked: users.clicked.size },
      pharmacies: { seen: pharmacies.seen.size, clicked: pharmacies.clicked.size },
    },
    perPostcode: { users: rows(userRegions), pharmacies: rows(pharmacyRegions) },
  };
}
