import { AppError } from '@apopunkt/domain/errors';
import { ADMIN_MODULE_MESSAGES } from '@apopunkt/domain/schemas/admin-modules';
import type { Executor } from '../../db/client';
import { lockProductManufacturer, manufacturerExists } from './modules-admin.repository';

/** The manufacturer a module names must exist (a clear 400 instead of a foreign-key error). */
export async function checkManufacturer(db: Executor, manufacturerId: number | null | undefined) {
  if (manufacturerId && !(await manufacturerExists(db, manufacturerId))) {
    throw new AppError('VALIDATION_FAILED', ADMIN_MODULE_MESSAGES.unknownManufacturer);
  }
}

/**
 * The manufacturer a module of this product belongs to: the product's own. A module of one
 * manufacturer under another's product would show on that manufacturer's product page and budget
 * history, so naming a different manufacturer is a 400; naming none takes the product's. Runs in
 * the write's transaction with the product share-locked, so a concurrent change of the product's
 * manufacturer (which checks the product's modules) cannot slip between check and write.
 */
export async function manufacturerOfModule(
  tx: Executor,
  productId: number | null,
  manufacturerId: number | null,
): Promise<number | null> {
  if (productId === null) return manufacturerId;
  const owner = await lockProductManufacturer(tx, productId);
  if (owner === null) throw new AppError('VALIDATION_FAILED', ADMIN_MODULE_MESSAGES.unknownProduct);
  if (manufacturerId !== null && manufacturerId !== owner) {
    throw new AppError('VALIDATION_FAILED', ADMIN_MODULE_MESSAGES.manufacturerOfProduct);
  }
  return owner;
}
