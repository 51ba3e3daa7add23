/**
 * Whether passing a module pays this user premium points now (or once premium): it pays at
 * all, its budget is not exhausted and the user has no reward inside its reward period, i.e.
 * it is new to them or creditable again (DESIGN §5).
 */
export function paysOnCompletion(module: { premiumValue: number; isExhausted: boolean; creditable: boolean }): boolean {
  return module.premiumValue > 0 && !module.isExhausted && module.creditable;
}

/** The best-paying first, then the newest: the order of the collect suggestions. */
export function byPremiumValue<T extends { premiumValue: number; visibleFrom: string }>(a: T, b: T): number {
  return b.premiumValue - a.premiumValue || b.visibleFrom.localeCompare(a.visibleFrom);
}
