import { COST_PER_CONTACT, type ModuleType, UNLIMITED_MODULE_TYPES } from '../constants/modules';

/** null means unlimited (types 0, 1, 10). */
export function costPerContact(type: ModuleType): number | null {
  return COST_PER_CONTACT[type] ?? null;
}

export function isUnlimitedType(type: ModuleType): boolean {
  return UNLIMITED_MODULE_TYPES.includes(type);
}

/**
 * Remaining contacts (spec §4): for types 2, 3, 7, 8, 9 the balance divided by the cost per
 * contact, rounded down, at least 0; unlimited types answer null.
 */
export function remainingContacts(type: ModuleType, balance: number): number | null {
  const cost = costPerContact(type);
  if (cost === null || isUnlimitedType(type)) return null;
  return Math.max(0, Math.floor(balance / cost));
}

/** Contacts reached = rewardsGiven divided by cost per contact, rounded down (spec §4). */
export function contactsReached(type: ModuleType, rewardsGiven: number): number | null {
  const cost = costPerContact(type);
  if (cost === null) return null;
  return Math.max(0, Math.floor(rewardsGiven / cost));
}
