import { AppError } from '@apopunkt/domain/errors';
import {
  ADMIN_CATALOG_MESSAGES,
  type AdminManufacturer,
  type AdminManufacturerCreate,
  type AdminManufacturerUpdate,
  type AdminProduct,
  type AdminProductCreate,
  type AdminProductListQuery,
  type AdminProductUpdate,
} from '@apopunkt/domain/schemas/admin-products';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import type { ResolvedDeps } from '../../deps';
import { freeSlug, slugTakenError } from '../../lib/free-slug';
import { recordStaffChange } from '../audit-log';
import {
  findManufacturer,
  findProduct,
  insertManufacturer,
  insertProduct,
  listProducts,
  lockManufacturer,
  lockProduct,
  manufacturerSlugTaken,
  type ProductListRow,
  productHasModulesOfOthers,
  productSlugTaken,
  updateManufacturer,
  updateProduct,
} from './products-admin.repository';

type Deps = Pick<ResolvedDeps, 'db' | 'clock'>;
type Staff = { id: number };

const manufacturerNotFound = () => new AppError('NOT_FOUND', ADMIN_CATALOG_MESSAGES.manufacturerNotFound);
const productNotFound = () => new AppError('NOT_FOUND', ADMIN_CATALOG_MESSAGES.productNotFound);

/** A slug race lost at the unique index answers 409 like a slug known to be taken. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTakenError();
    throw err;
  }
}

// ── manufacturers ──────────────────────────────────────────────────────────────────────────────

export async function getManufacturerForStaff(deps: Pick<Deps, 'db'>, id: number): Promise<AdminManufacturer> {
  const found = await findManufacturer(deps.db, id);
  if (!found) throw manufacturerNotFound();
  const { manufacturer: m, productCount } = found;
  return {
    id: m.id,
    slug: m.slug,
    name: m.name,
    description: m.description,
    logo: m.logo,
    productCount,
    createdAt: m.createdAt.toISOString(),
  };
}

export async function createManufacturer(deps: Deps, staff: Staff, body: AdminManufacturerCreate) {
  const id = await slugSafe(() =>
    inTransaction(deps.db, async (tx) => {
      const slug = await freeSlug(body.slug, body.name, (s) => manufacturerSlugTaken(tx, s));
      const row = await insertManufacturer(tx, { ...body, slug, createdAt: deps.clock.now() });
      const { searchVector: _s, ...after } = row;
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'manufacturer.create',
        entityType: 'manufacturer',
        entityId: row.id,
        after,
      });
      return row.id;
    }),
  );
  return getManufacturerForStaff(deps, id);
}

export async function updateManufacturerAsStaff(deps: Deps, staff: Staff, id: number, body: AdminManufacturerUpdate) {
  await slugSafe(() =>
    inTransaction(deps.db, async (tx) => {
      const before = await lockManufacturer(tx, id);
      if (!before) throw manufacturerNotFound();
      if (body.slug !== undefined && body.slug !== before.slug && (await manufacturerSlugTaken(tx, body.slug))) {
        throw slugTakenError();
      }
      await updateManufacturer(tx, id, body);
      const { searchVector: _s, ...fields } = before;
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'manufacturer.update',
        entityType: 'manufacturer',
        entityId: id,
        before: fields,
        after: { ...fields, ...body },
      });
    }),
  );
  return getManufacturerForStaff(deps, id);
}

// ── products ───────────────────────────────────────────────────────────────────────────────────

function toAdminProduct(row: ProductListRow): AdminProduct {
  const p = row.product;
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    manufacturer: { id: p.manufacturerId, name: row.manufacturerName, slug: row.manufacturerSlug },
    description: p.description,
    customContent: p.customContent,
    isActive: p.isActive,
    isRxProduct: p.isRxProduct,
    thumbnail: p.thumbnail,
    banner: p.banner,
    downloads: p.downloads,
    tags: p.tags,
    moduleCount: row.moduleCount,
    createdAt: p.createdAt.toISOString(),
  };
}

export async function listProductsForStaff(deps: Pick<Deps, 'db'>, query: AdminProductListQuery) {
  const { count, rows } = await listProducts(
    deps.db,
    { manufacturerId: query.manufacturer, active: query.active, rx: query.rx, search: query.search },
    query,
  );
  return { count, results: rows.map(toAdminProduct) };
}

export async function getProductForStaff(deps: Pick<Deps, 'db'>, id: number): Promise<AdminProduct> {
  const row = await findProduct(deps.db, id);
  if (!row) throw productNotFound();
  return toAdminProduct(row);
}

async function requireManufacturer(deps: Pick<Deps, 'db'>, id: number | undefined) {
  if (id === undefined) return;
  if (!(await findManufacturer(deps.db, id))) {
    throw new AppError('VALIDATION_FAILED', ADMIN_CATALOG_MESSAGES.manufacturerNotFound);
  }
}

export async function createProduct(deps: Deps, staff: Staff, body: AdminProductCreate) {
  await requireManufacturer(deps, body.manufacturerId);
  const id = await slugSafe(() =>
    inTransaction(deps.db, async (tx) => {
      const slug = await freeSlug(body.slug, body.name, (s) => productSlugTaken(tx, s));
      const row = await insertProduct(tx, { ...body, slug, createdAt: deps.clock.now() });
      const { searchVector: _s, ...after } = row;
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'product.create',
        entityType: 'product',
        entityId: row.id,
        after,
      });
      return row.id;
    }),
  );
  return getProductForStaff(deps, id);
}

export async function updateProductAsStaff(deps: Deps, staff: Staff, id: number, body: AdminProductUpdate) {
  await requireManufacturer(deps, body.manufacturerId);
  await slugSafe(() =>
    inTransaction(deps.db, async (tx) => {
      const before = await lockProduct(tx, id);
      if (!before) throw productNotFound();
      if (body.slug !== undefined && body.slug !== before.slug && (await productSlugTaken(tx, body.slug))) {
        throw slugTakenError();
      }
      // A module's manufacturer is its product's (modules-admin): the product keeps its manufacturer
      // while modules of it belong to the old one, so no manufacturer is handed another's modules.
      if (
        body.manufacturerId !== undefined &&
        body.manufacturerId !== before.manufacturerId &&
        (await productHasModulesOfOthers(tx, id, body.manufacturerId))
      ) {
        throw new AppError('VALIDATION_FAILED', ADMIN_CATALOG_MESSAGES.productHasModules);
      }
      await updateProduct(tx, id, body);
      const { searchVector: _s, ...fields } = before;
      await recordStaffChange(tx, deps.clock, {
        actor: staff,
        action: 'product.update',
        entityType: 'product',
        entityId: id,
        before: fields,
        after: { ...fields, ...body },
      });
    }),
  );
  return getProductForStaff(deps, id);
}
