import type { ModuleType } from '@apopunkt/domain/constants/modules';
import { CATALOG_ERRORS } from '@apopunkt/domain/error-texts';
import { AppError } from '@apopunkt/domain/errors';
import { canSeeModule, isNewModule, type Viewer } from '@apopunkt/domain/rules/module-visibility';
import { effectivePremiumValue, isCreditable, isModuleExhausted } from '@apopunkt/domain/rules/rewards';
import type { AdGroup, ModuleDetail, ModuleForUser, ModuleListQuery } from '@apopunkt/domain/schemas/learning-modules';
import type { Executor } from '../../db/client';
import type { ResolvedDeps } from '../../deps';
import {
  type CatalogueEntry,
  type CatalogueFilter,
  type CatalogueSnapshot,
  catalogueBalance,
  moduleCatalogueOf,
  selectCatalogueEntries,
} from './module-catalogue';
import { readUserCompletions } from './module-catalogue.repository';
import { completionsStoreOf } from './module-completions-store';
import { moduleContentOf } from './module-content-cache';
import {
  findContentVersion,
  findModuleDetail,
  findModuleRef,
  type ModuleDetailRow,
  type ModuleTileRow,
  visibilityOfRow,
} from './modules.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock' | 'config' | 'readModels'>;
/** The user a module list is computed for: visibility (Viewer) plus their completions. */
export type ModuleReader = Viewer & { id: number };

/** What a tile shows of the user (completion) and of the module's budget at this moment. */
type TileState = Pick<ModuleTileRow, 'balance' | 'completed' | 'lastRewardedAt'>;

/**
 * The list shape of spec §3, with the user's completion state and the module's budget state (a
 * database row carries both; a catalogue entry gets them apart, without copying the entry).
 */
export function toModuleForUser(
  row: Omit<ModuleTileRow, keyof TileState>,
  now: Date,
  state: TileState = row as ModuleTileRow,
): ModuleForUser {
  const type = row.type;
  const premiumValue = effectivePremiumValue(type, row.premiumValue);
  return {
    uuid: row.uuid,
    slug: row.slug,
    name: row.name,
    shortDescription: row.shortDescription,
    type,
    isVisible: row.isVisible,
    isNew: isNewModule(row.visibleFrom, now),
    completed: state.completed,
    creditable: isCreditable({ lastRewardedAt: state.lastRewardedAt, repeatPeriodDays: row.repeatPeriodDays }, now),
    isExhausted: isModuleExhausted({ type, premiumValue, balance: state.balance }),
    visibleFrom: row.visibleFrom.toISOString(),
    visibleTo: row.visibleTo?.toISOString() ?? null,
    knowledgeValue: row.knowledgeValue,
    longName: row.longName,
    product: row.productSlug
      ? { slug: row.productSlug, isActive: row.productIsActive ?? false, isRxProduct: row.productIsRx ?? false }
      : null,
    thumbnail: row.thumbnail,
    premium: premiumValue > 0,
    premiumValue,
  };
}

/** The detail shape: list fields plus the detail and content-module fields of spec §3. */
export function toModuleDetail(row: ModuleDetailRow, now: Date): ModuleDetail {
  const content = moduleContentOf(row, row.contentVersion, row.content);
  return {
    ...toModuleForUser(row, now),
    coverImageSrc: row.coverImage,
    footNote: row.footNote,
    legalInfo: row.legalInfo,
    contentUrl: row.contentUrl,
    sourcesPdf: row.sourcesPdf,
    thirdPartyModalData: row.thirdPartyModalData,
    surveyUrl: row.surveyUrl,
    manufacturer: row.manufacturerSlug ? { slug: row.manufacturerSlug, name: row.manufacturerName ?? '' } : null,
    isVerifiedOnly: row.isVerifiedOnly,
    hasCertificate: row.hasCertificate,
    questionCount: content ? content.questions.length : 0,
    passMarkPercent: content ? content.passMarkPercent : 70,
    repeatPeriodDays: row.repeatPeriodDays,
    scormPackage: row.scormPackage ? { url: row.scormPackage.url, version: row.scormPackage.version } : null,
  };
}

function catalogue(deps: Deps) {
  return moduleCatalogueOf(deps.readModels, deps.db, deps.config.CATALOGUE_MAX_AGE_MS);
}

/** The user's completions: from memory (read model `moduleCompletionsOfUser`), or one prepared query. */
async function completionsOf(deps: Deps, userId: number): Promise<Map<number, Date | null>> {
  const store = completionsStoreOf(deps);
  const cached = store.get(userId);
  if (cached) return cached.completions;
  const stamp = store.stamp();
  const completions = await readUserCompletions(deps.db, userId);
  store.remember(userId, stamp, () => ({ completions, loadedAt: performance.now() }));
  return completions;
}

/** Tiles of catalogue entries with the user's completions (one prepared query) and the budgets. */
async function tilesFor(
  deps: Deps,
  user: ModuleReader,
  snapshot: CatalogueSnapshot,
  entries: CatalogueEntry[],
  now: Date,
): Promise<ModuleForUser[]> {
  if (entries.length === 0) return [];
  const completions = await completionsOf(deps, user.id);
  // No spread of the entry: copying every catalogue field for each tile was the hottest line of
  // a member's module list under load.
  return entries.map((entry) =>
    toModuleForUser(entry, now, {
      balance: catalogueBalance(snapshot, entry),
      completed: completions.has(entry.id),
      lastRewardedAt: completions.get(entry.id) ?? null,
    }),
  );
}

/**
 * `GET /v1/modules`: only what the user may see (DESIGN §4), filtered, ordered and paginated from
 * the in-memory catalogue (staff read the same catalogue; canSeeModule shows them everything). `latest=true` asks for the newest modules first whatever `order_by` says.
 */
export async function listModules(
  deps: Deps,
  user: ModuleReader,
  query: ModuleListQuery,
): Promise<{ count: number; results: ModuleForUser[] }> {
  const now = deps.clock.now();
  const ordering = query.latest ? '-visible_from' : (query.order_by ?? '-visible_from');
  const selection = { types: query.type as ModuleType[] | undefined, ignoreExhausted: query.ignore_exhausted };
  const snapshot = await catalogue(deps).current();
  const entries = selectCatalogueEntries(snapshot, snapshot.byOrdering[ordering], {
    viewer: user,
    now,
    ...selection,
  });
  const results = await tilesFor(deps, user, snapshot, entries.slice(query.offset, query.offset + query.limit), now);
  return { count: entries.length, results };
}

/**
 * A module the user may see, with its content, or 404: invisible modules answer exactly like
 * missing ones so that nobody can probe for hidden or Rx content.
 */
export async function loadVisibleModule(
  db: Executor,
  user: ModuleReader,
  now: Date,
  by: { slug: string } | { id: number },
): Promise<ModuleDetailRow> {
  return visibleModule(user, await findModuleDetail(db, user.id, by), now);
}

/** A module row the user may see now, as it is; 404 (as for a module that does not exist) otherwise. */
export function visibleModule<Row extends ModuleDetailRow>(user: ModuleReader, row: Row | null, now: Date): Row {
  if (!row || !canSeeModule(user, visibilityOfRow(row), now))
    throw new AppError('NOT_FOUND', CATALOG_ERRORS.moduleNotFound);
  return row;
}

/** `GET /v1/modules/{slug}`. */
export async function getModule(deps: Deps, user: ModuleReader, slug: string): Promise<ModuleDetail> {
  const now = deps.clock.now();
  return toModuleDetail(await loadVisibleModule(deps.db, user, now, { slug }), now);
}

/** The visible modules of a product or manufacturer page, newest first (at most 500). */
export async function listModulesOf(
  deps: Deps,
  user: ModuleReader,
  owner: { productId: number } | { manufacturerId: number },
): Promise<ModuleForUser[]> {
  const now = deps.clock.now();
  const snapshot = await catalogue(deps).current();
  const filter: CatalogueFilter = { viewer: user, now, ...owner };
  const entries = selectCatalogueEntries(snapshot, snapshot.byOrdering['-visible_from'], filter).slice(0, 500);
  return tilesFor(deps, user, snapshot, entries, now);
}

/** `GET /v1/ad-groups/{id}`: the editors' picks the user may see, in the editors' order. */
export async function getAdGroup(deps: Deps, user: ModuleReader, id: number): Promise<AdGroup> {
  const now = deps.clock.now();
  const snapshot = await catalogue(deps).current();
  const group = snapshot.adGroups.get(id);
  if (!group) throw new AppError('NOT_FOUND', CATALOG_ERRORS.moduleGroupNotFound);
  const entries = selectCatalogueEntries(snapshot, group.modules, { viewer: user, now });
  return { id: group.id, name: group.name, modules: await tilesFor(deps, user, snapshot, entries, now) };
}

/** A module's identity and pricing by slug, for other modules (budget, deposits); 404 when unknown. */
export async function requireModuleRef(db: Executor, slug: string) {
  const module = await findModuleRef(db, slug);
  if (!module) throw new AppError('NOT_FOUND', CATALOG_ERRORS.moduleNotFound);
  return module;
}

/** A module's stored content and the version it is of. */
export interface VersionedContent {
  version: number;
  content: unknown;
}

/**
 * The content an attempt plays and is graded against: the module's current content, or the
 * stored content of the older version the attempt started with (staff changed it since).
 */
export async function contentOfVersion(
  db: Executor,
  module: { id: number; content: unknown; contentVersion: number },
  version: number | null,
): Promise<VersionedContent> {
  const current = { version: module.contentVersion, content: module.content };
  if (version === null || version === module.contentVersion) return current;
  const stored = await findContentVersion(db, module.id, version);
  return stored ? { version, content: stored.content } : current;
}
