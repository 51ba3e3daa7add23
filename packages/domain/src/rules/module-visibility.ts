import type { ModuleType } from '../constants/modules';
import { canSeeRxContent } from '../policies';

/** Who is looking; null for a guest. */
export interface Viewer {
  isStaff: boolean;
  job: string | null;
  employeeVerified: boolean;
  /** A changed job waits for staff's confirmation: no Rx content until then (policies.canSeeRxContent). */
  jobConfirmationPending: boolean;
}

export interface ProductVisibility {
  isActive: boolean;
  isRxProduct: boolean;
}

export interface ModuleVisibility {
  isVisible: boolean;
  visibleFrom: Date;
  visibleTo: Date | null;
  isVerifiedOnly: boolean;
  product: ProductVisibility | null;
}

/** A module counts as new for this many days after it became visible. */
export const NEW_MODULE_DAYS = 14;

/** Neutral medicine modules (basic, advanced, special); the other types are manufacturer modules. */
export const MEDICINE_MODULE_TYPES: readonly ModuleType[] = [0, 1, 10];

export function isMedicineModuleType(type: ModuleType): boolean {
  return MEDICINE_MODULE_TYPES.includes(type);
}

function rxQualified(viewer: Viewer | null): boolean {
  return !!viewer && canSeeRxContent(viewer);
}

/**
 * A product page is shown when the product is active and, if prescription-only, only to
 * qualified users (DESIGN §4, HWG). Staff see everything; the UI marks what others cannot see.
 */
export function canSeeProduct(viewer: Viewer | null, product: ProductVisibility): boolean {
  if (viewer?.isStaff) return true;
  return product.isActive && (!product.isRxProduct || rxQualified(viewer));
}

/**
 * A module is shown when it is switched visible, inside its visibility window, open to the
 * viewer (verified-only modules need a verified employment) and its product may be shown.
 * Staff see everything, with markers in the UI.
 */
export function canSeeModule(viewer: Viewer | null, module: ModuleVisibility, now: Date): boolean {
  if (viewer?.isStaff) return true;
  if (!module.isVisible) return false;
  if (module.visibleFrom.getTime() > now.getTime()) return false;
  if (module.visibleTo && module.visibleTo.getTime() <= now.getTime()) return false;
  if (module.isVerifiedOnly && !viewer?.employeeVerified) return false;
  return !module.product || canSeeProduct(viewer, module.product);
}

/**
 * What of the viewer canSeeModule reads, as a key: viewers with the same key see the same modules
 * at the same instant (a cache of visible lists may be shared by them).
 */
export function visibilityClassOf(viewer: Viewer | null): string {
  if (viewer?.isStaff) return 'staff';
  return `${viewer?.employeeVerified ? 'verified' : 'unverified'}:${rxQualified(viewer) ? 'rx' : 'no-rx'}`;
}

/** The first instant after `now` at which canSeeModule may answer otherwise for this module (Infinity: never). */
export function nextVisibilityChange(module: ModuleVisibility, now: Date): number {
  const at = now.getTime();
  const from = module.visibleFrom.getTime();
  const to = module.visibleTo?.getTime() ?? Number.POSITIVE_INFINITY;
  return Math.min(from > at ? from : Number.POSITIVE_INFINITY, to > at ? to : Number.POSITIVE_INFINITY);
}

/** "Neu" badge: visible for less than NEW_MODULE_DAYS days. */
export function isNewModule(visibleFrom: Date, now: Date): boolean {
  const age = now.getTime() - visibleFrom.getTime();
  return age >= 0 && age < NEW_MODULE_DAYS * 24 * 60 * 60 * 1000;
}
