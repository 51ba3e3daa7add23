import type { ModuleType } from '@apopunkt/domain/constants/modules';
import {
  canSeeModule,
  type ModuleVisibility,
  nextVisibilityChange,
  type Viewer,
  visibilityClassOf,
} from '@apopunkt/domain/rules/module-visibility';
import { effectivePremiumValue, isModuleExhausted } from '@apopunkt/domain/rules/rewards';
import { MODULE_ORDERINGS, type ModuleOrdering } from '@apopunkt/domain/schemas/learning-modules';
import type { Executor } from '../../db/client';
import type { ChangeFeed, ChangeSubscriber } from '../../db/read-models/change-feed';
import {
  type CatalogueModuleRow,
  loadAdGroupEntries,
  loadCatalogueModules,
  readCatalogueBalances,
} from './module-catalogue.repository';
import { visibilityOfRow } from './modules.repository';
import { moduleCatalogue } from './read-models';

/** A module as every member's list sees it; completions and balances are added per request. */
export interface CatalogueEntry extends CatalogueModuleRow {
  visibility: ModuleVisibility;
  manufacturerIds: number[];
}

export interface CatalogueSnapshot {
  /** Every module, pre-sorted for each ordering of `GET /v1/modules`. */
  byOrdering: Record<ModuleOrdering, CatalogueEntry[]>;
  adGroups: Map<number, { id: number; name: string; modules: CatalogueEntry[] }>;
  /** Budget balance per module id (refreshed at most every maxAgeMs). */
  balances: Map<number, number>;
}

/** What a member's list asks for; the visibility rule is the domain's own (canSeeModule). */
export interface CatalogueFilter {
  viewer: Viewer;
  now: Date;
  types?: ModuleType[];
  ignoreExhausted?: boolean;
  productId?: number;
  manufacturerId?: number;
}

/** The database's German sort key (db/schema/search.ts), compared as the "C" collation compares it. */
const compareKeys = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byVisibleFrom = (a: CatalogueEntry, b: CatalogueEntry) =>
  a.visibleFrom.getTime() - b.visibleFrom.getTime() || a.id - b.id;
const byName = (a: CatalogueEntry, b: CatalogueEntry) => compareKeys(a.nameSort, b.nameSort) || a.id - b.id;

const comparators: Record<ModuleOrdering, (a: CatalogueEntry, b: CatalogueEntry) => number> = {
  visible_from: byVisibleFrom,
  '-visible_from': (a, b) => byVisibleFrom(b, a),
  name: byName,
  '-name': (a, b) => byName(b, a),
};

function toEntry(row: CatalogueModuleRow): CatalogueEntry {
  return {
    ...row,
    visibility: visibilityOfRow(row),
    manufacturerIds: [row.moduleManufacturerId, row.productManufacturerId].filter((id): id is number => id !== null),
  };
}

async function loadSnapshot(db: Executor, balances: Map<number, number>): Promise<CatalogueSnapshot> {
  const [rows, adGroupRows] = await Promise.all([loadCatalogueModules(db), loadAdGroupEntries(db)]);
  const entries = rows.map(toEntry);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const byOrdering = Object.fromEntries(
    MODULE_ORDERINGS.map((ordering) => [ordering, [...entries].sort(comparators[ordering])]),
  ) as CatalogueSnapshot['byOrdering'];
  const adGroups: CatalogueSnapshot['adGroups'] = new Map();
  for (const row of adGroupRows) {
    const group = adGroups.get(row.adGroupId) ?? { id: row.adGroupId, name: row.adGroupName, modules: [] };
    const entry = row.moduleId === null ? undefined : byId.get(row.moduleId);
    if (entry) group.modules.push(entry);
    adGroups.set(row.adGroupId, group);
  }
  return { byOrdering, adGroups, balances };
}

/**
 * The module catalogue in memory (read model `moduleCatalogue`): module lists, ad groups and
 * product/manufacturer pages are the same for every viewer of a visibility class, so they are
 * filtered here with the domain's rules instead of being queried per request. Correct across
 * instances: the change feed tells it of every change of modules, products, manufacturers and ad
 * groups, and the next request loads it anew. At most every `maxAgeMs` one prepared query reads all
 * budget balances. While the feed does not listen, that check reloads the whole catalogue.
 * Concurrent requests share one refresh.
 */
export class ModuleCatalogue implements ChangeSubscriber {
  private snapshot: CatalogueSnapshot | null = null;
  private checkedAt = Number.NEGATIVE_INFINITY;
  private refreshing: Promise<CatalogueSnapshot> | null = null;
  /** Counts the changes heard; the snapshot is current while it was loaded at the latest count. */
  private changes = 0;
  private loadedAtChange = -1;

  constructor(
    private readonly db: Executor,
    private readonly maxAgeMs: number,
    private readonly listening: () => boolean,
  ) {}

  async current(): Promise<CatalogueSnapshot> {
    if (this.snapshot && !this.stale() && performance.now() - this.checkedAt < this.maxAgeMs) return this.snapshot;
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** A table of the catalogue changed (on any instance): the next request loads it anew. */
  changed(): void {
    this.changes++;
  }

  forgetAll(): void {
    this.changes++;
  }

  private stale(): boolean {
    return this.loadedAtChange !== this.changes || !this.listening();
  }

  private async refresh(): Promise<CatalogueSnapshot> {
    const startedAt = performance.now();
    const change = this.changes;
    const balances = await readCatalogueBalances(this.db);
    this.snapshot =
      this.snapshot && !this.stale() ? { ...this.snapshot, balances } : await loadSnapshot(this.db, balances);
    this.loadedAtChange = change;
    this.checkedAt = startedAt;
    return this.snapshot;
  }
}

/** A module's budget state from the snapshot's balances. */
export function catalogueBalance(snapshot: CatalogueSnapshot, entry: CatalogueEntry): number {
  return snapshot.balances.get(entry.id) ?? 0;
}

function isExhausted(snapshot: CatalogueSnapshot, entry: CatalogueEntry): boolean {
  const type = entry.type as ModuleType;
  const premiumValue = effectivePremiumValue(type, entry.premiumValue);
  return isModuleExhausted({ type, premiumValue, balance: catalogueBalance(snapshot, entry) });
}

/**
 * A selection of a snapshot's list, valid for its viewers' class from the instant it was made for
 * until the next visibility change after it (a request with an earlier `now` makes its own).
 */
interface Selection {
  entries: CatalogueEntry[];
  madeAt: number;
  validUntil: number;
}

/**
 * The selections made of each snapshot (balances included) and list: a national catalogue holds
 * over a thousand modules, and filtering them all for every request of a Discover row cost a
 * third of the request. Gone with the snapshot.
 */
const selections = new WeakMap<CatalogueSnapshot, WeakMap<CatalogueEntry[], Map<string, Selection>>>();

function selectionsOf(snapshot: CatalogueSnapshot, entries: CatalogueEntry[]): Map<string, Selection> {
  let perList = selections.get(snapshot);
  if (!perList) {
    perList = new WeakMap();
    selections.set(snapshot, perList);
  }
  let found = perList.get(entries);
  if (!found) {
    found = new Map();
    perList.set(entries, found);
  }
  return found;
}

/** Selections kept per list; a list asked with more filters than that starts over. */
const MAX_SELECTIONS_PER_LIST = 256;

/**
 * The entries a member may see that match the filter, in the given order. Viewers of the same
 * visibility class share the selection until a module's visibility window opens or closes.
 */
export function selectCatalogueEntries(
  snapshot: CatalogueSnapshot,
  entries: CatalogueEntry[],
  filter: CatalogueFilter,
): CatalogueEntry[] {
  const { viewer, now, types, ignoreExhausted, productId, manufacturerId } = filter;
  const key = [
    visibilityClassOf(viewer),
    types?.join(',') ?? '',
    ignoreExhausted ? 1 : 0,
    productId ?? '',
    manufacturerId ?? '',
  ].join('|');
  const cached = selectionsOf(snapshot, entries);
  const hit = cached.get(key);
  const at = now.getTime();
  if (hit && hit.madeAt <= at && at < hit.validUntil) return hit.entries;
  const selected = filterCatalogueEntries(snapshot, entries, filter);
  const validUntil = entries.reduce(
    (first, entry) => Math.min(first, nextVisibilityChange(entry.visibility, now)),
    Number.POSITIVE_INFINITY,
  );
  if (cached.size >= MAX_SELECTIONS_PER_LIST) cached.clear();
  cached.set(key, { entries: selected, madeAt: at, validUntil });
  return selected;
}

function filterCatalogueEntries(
  snapshot: CatalogueSnapshot,
  entries: CatalogueEntry[],
  filter: CatalogueFilter,
): CatalogueEntry[] {
  const { viewer, now, types, ignoreExhausted, productId, manufacturerId } = filter;
  return entries.filter(
    (entry) =>
      canSeeModule(viewer, entry.visibility, now) &&
      (!types?.length || types.includes(entry.type as ModuleType)) &&
      (!ignoreExhausted || !isExhausted(snapshot, entry)) &&
      (productId === undefined || entry.productId === productId) &&
      (manufacturerId === undefined || entry.manufacturerIds.includes(manufacturerId)),
  );
}

/** The catalogue of this feed (one per API instance). */
export function moduleCatalogueOf(feed: ChangeFeed, db: Executor, maxAgeMs: number): ModuleCatalogue {
  return feed.storeOf(moduleCatalogue, () => new ModuleCatalogue(db, maxAgeMs, () => feed.listening));
}
