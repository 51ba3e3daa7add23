/** What a per-user store needs to know. */
export interface PerUserStoreOptions {
  /** How long an entry may be used at most; 0 switches the store off. */
  maxAgeMs: number;
  maxEntries: number;
  /** Whether the change feed listens: without it the store is off (a change could be missed). */
  listening: () => boolean;
  /**
   * How many changed users the store tracks for loads in flight; beyond it, it forgets who changed
   * and treats every load in flight as outdated (default 10,000).
   */
  maxTrackedChanges?: number;
}

const DEFAULT_MAX_TRACKED_CHANGES = 10_000;

/** An entry and when it was loaded (performance.now()). */
export interface Loaded {
  loadedAt: number;
}

/**
 * Entries of a per-user read model in memory. Correct across instances: the change feed hands it
 * the users a change of one of its tables named (or everyone), which it drops. While the feed
 * does not listen the store is off and empty, so a missed notification cannot leave a stale
 * entry behind.
 *
 * A load that ran while a change of its user (or of everyone) arrived is not remembered: take a
 * `stamp` before loading, and `remember` compares it with the changes heard since.
 */
export class PerUserStore<T extends Loaded> {
  private readonly entries = new Map<number, T>();
  /** Lookups answered from memory and from the database (GET /metrics). */
  readonly stats = { hits: 0, misses: 0 };
  /** Counts the changes heard; a load's stamp is the count when it started. */
  private generation = 0;
  /** User id → the generation of the latest change that named them (bounded: maxTrackedChanges). */
  private readonly changedAt = new Map<number, number>();
  /** The generation of the latest change of everyone ("*", forgetting, or too many to track). */
  private everyoneChangedAt = 0;

  constructor(private readonly options: PerUserStoreOptions) {}

  get enabled(): boolean {
    return this.options.listening() && this.options.maxAgeMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before a load: the load may be remembered only if no change of its user arrived meanwhile. */
  stamp(): number {
    return this.generation;
  }

  /**
   * Whether nothing of the user changed since `stamp`. Changes of other users do not matter, so
   * that under a steady stream of writes the loads of everyone else are still remembered.
   */
  private unchangedSince(userId: number, stamp: number): boolean {
    return this.everyoneChangedAt <= stamp && (this.changedAt.get(userId) ?? 0) <= stamp;
  }

  get(userId: number): T | undefined {
    const entry = this.entries.get(userId);
    if (entry && performance.now() - entry.loadedAt > this.options.maxAgeMs) {
      this.entries.delete(userId);
      return undefined;
    }
    return entry;
  }

  /** Remembers what a load that started at `stamp` found, built from the current entry if any. */
  remember(userId: number, stamp: number, build: (current: T | undefined) => T): void {
    if (!this.enabled || !this.unchangedSince(userId, stamp)) return;
    const next = build(this.get(userId));
    this.entries.delete(userId);
    this.entries.set(userId, next);
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** Adds to a remembered entry what a load that started at `stamp` found. */
  amend(userId: number, stamp: number, change: (entry: T) => void): void {
    if (!this.enabled || !this.unchangedSince(userId, stamp)) return;
    const entry = this.get(userId);
    if (entry) change(entry);
  }

  /** The change feed heard a change of these users ('*': of everyone). */
  changed(userIds: readonly number[] | '*'): void {
    if (userIds === '*') {
      this.forgetAll();
      return;
    }
    this.generation++;
    for (const userId of userIds) {
      this.entries.delete(userId);
      this.changedAt.set(userId, this.generation);
    }
    if (this.changedAt.size > (this.options.maxTrackedChanges ?? DEFAULT_MAX_TRACKED_CHANGES)) {
      this.everyoneChangedAt = this.generation;
      this.changedAt.clear();
    }
  }

  forgetAll(): void {
    this.generation++;
    this.entries.clear();
    this.everyoneChangedAt = this.generation;
    this.changedAt.clear();
  }
}
