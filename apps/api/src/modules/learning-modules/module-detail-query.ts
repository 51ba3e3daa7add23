import { and, eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { moduleCompletions } from '../../db/schema/learning';
import { accounts } from '../../db/schema/ledger';
import { manufacturers } from '../../db/schema/manufacturers';
import { modules } from '../../db/schema/modules';
import { products } from '../../db/schema/products';
import { thirdPartyModalDataSql } from './third-party-modal-data-sql';

/** What a module card shows and its visibility needs, from the module and its product: the same for everyone. */
export const moduleCardColumns = {
  id: modules.id,
  uuid: modules.uuid,
  slug: modules.slug,
  name: modules.name,
  longName: modules.longName,
  shortDescription: modules.shortDescription,
  type: modules.type,
  isVisible: modules.isVisible,
  isVerifiedOnly: modules.isVerifiedOnly,
  visibleFrom: modules.visibleFrom,
  visibleTo: modules.visibleTo,
  knowledgeValue: modules.knowledgeValue,
  premiumValue: modules.premiumValue,
  repeatPeriodDays: modules.repeatPeriodDays,
  thumbnail: modules.thumbnail,
  productSlug: products.slug,
  productIsActive: products.isActive,
  productIsRx: products.isRxProduct,
};

/** What a module tile needs, for one user: with the module's budget and the user's completion. */
export const tileColumns = {
  ...moduleCardColumns,
  balance: sql<number>`COALESCE(${accounts.balance}, 0)`.mapWith(Number),
  completed: sql<boolean>`(${moduleCompletions.userId} IS NOT NULL)`.mapWith(Boolean),
  lastRewardedAt: moduleCompletions.lastRewardedAt,
};

const detailColumns = {
  ...tileColumns,
  coverImage: modules.coverImage,
  footNote: modules.footNote,
  legalInfo: modules.legalInfo,
  contentUrl: modules.contentUrl,
  sourcesPdf: modules.sourcesPdf,
  surveyUrl: modules.surveyUrl,
  thirdPartyModalData: thirdPartyModalDataSql,
  hasCertificate: modules.hasCertificate,
  minSeconds: modules.minSeconds,
  content: modules.content,
  contentVersion: modules.contentVersion,
  scormPackage: modules.scormPackage,
  manufacturerSlug: manufacturers.slug,
  manufacturerName: manufacturers.name,
};

/**
 * One module with everything its detail page and the player need, with its budget and the user's
 * completion (placeholder `userId`), and `extra` columns of the caller: the start reads it by slug,
 * a submission together with its attempt (attempts.repository).
 */
export function selectModuleDetail<Extra extends SelectedFields>(db: Executor, extra: Extra) {
  return db
    .select({ ...detailColumns, productId: modules.productId, ...extra })
    .from(modules)
    .leftJoin(products, eq(products.id, modules.productId))
    .leftJoin(accounts, eq(accounts.moduleId, modules.id))
    .leftJoin(
      moduleCompletions,
      and(eq(moduleCompletions.moduleId, modules.id), eq(moduleCompletions.userId, sql.placeholder('userId'))),
    )
    .leftJoin(manufacturers, eq(manufacturers.id, modules.manufacturerId));
}
