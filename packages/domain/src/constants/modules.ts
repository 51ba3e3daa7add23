/** Module type numbers (spec §3). */
export const MODULE_TYPES = {
  BASIC: 0,
  ADVANCED: 1,
  PRODUCT: 2,
  SALES: 3,
  TO_GO: 7,
  BRAND_NEWS: 8,
  BRAND_NEWS_XL: 9,
  SPECIAL: 10,
} as const;
export type ModuleType = (typeof MODULE_TYPES)[keyof typeof MODULE_TYPES];
export const MODULE_TYPE_VALUES = Object.values(MODULE_TYPES) as ModuleType[];

export const MODULE_TYPE_NAMES: Record<ModuleType, string> = {
  0: 'Basismodul',
  1: 'Aufbaumodul',
  2: 'Produktmodul',
  3: 'Verkaufsmodul',
  7: 'To Go',
  8: 'Brand News',
  9: 'Brand News XL',
  10: 'SPECIAL',
};

export const MODULE_TYPE_SHORT_CODES: Record<ModuleType, string> = {
  0: 'GM',
  1: 'AM',
  2: 'PM',
  3: 'VM',
  7: 'TG',
  8: 'BN',
  9: 'BN XL',
  10: 'aS',
};

/** Cost per contact in premium points by module type (spec §9); types 0, 1, 10 are never exhausted. */
export const COST_PER_CONTACT: Partial<Record<ModuleType, number>> = { 2: 4, 3: 4, 7: 2, 8: 1, 9: 2, 10: 6 };

/** Types with an unlimited budget: their accounts may go negative (DESIGN §5). */
export const UNLIMITED_MODULE_TYPES: readonly ModuleType[] = [0, 1, 10];

/** Latest rows on Discover (spec §9). */
export const LATEST_ROW_SIZES = { brandNews: 3, toGo: 3, productSales: 6 } as const;

/**
 * The query of each row of 'Unsere neusten Module' (spec §7, sizes §9): the web asks GET /v1/modules
 * with it, the server reads the same rows when it draws a member's Home.
 */
export const LATEST_ROW_QUERIES = {
  brandNews: {
    type: `${MODULE_TYPES.BRAND_NEWS}`,
    latest: true,
    order_by: '-visible_from',
    limit: LATEST_ROW_SIZES.brandNews,
  },
  toGo: { type: `${MODULE_TYPES.TO_GO}`, limit: LATEST_ROW_SIZES.toGo },
  productSales: { type: `${MODULE_TYPES.PRODUCT},${MODULE_TYPES.SALES}`, limit: LATEST_ROW_SIZES.productSales },
} as const;

export type LatestRow = keyof typeof LATEST_ROW_QUERIES;

export const DEFAULT_PASS_MARK_PERCENT = 70;
