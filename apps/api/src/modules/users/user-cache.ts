import { randomUUID } from 'node:crypto';
import type { AuthUser } from './auth-user';
import type { UserProfileData } from './user-profile';

/** The channel the database's triggers tell every instance of changed users on (migration 0014). */
export const USER_CHANGES_CHANNEL = 'user_changes';

/** What this instance remembers of a signed-in user. */
export interface CachedUser {
  user: AuthUser;
  profile: UserProfileData;
  /** Session (refresh-token family) id → its expiry in ms since 1970; null: revoked or unknown. */
  sessions: Map<string, number | null>;
  /** Module id → last rewarded at, once a module list needed them. */
  completions: Map<number, Date | null> | null;
  loadedAt: number;
}

export interface UserCacheOptions {
  /** How long an entry may be used at most; 0 switches the cache off. */
  maxAgeMs: number;
  maxUsers: number;
  /** Sends a payload on USER_CHANGES_CHANNEL (NOTIFY); `settle` waits for it to come back. */
  notify: (payload: string) => Promise<unknown>;
  settleTimeoutMs?: number;
  /**
   * How many changed users the cache tracks for loads in flight; beyond it, it forgets who changed
   * and treats every load in flight as outdated (default 10,000).
   */
  maxTrackedChanges?: number;
}

const DEFAULT_MAX_TRACKED_CHANGES = 10_000;

const SYNC_PREFIX = 'sync:';

/** How a `settle` ended: every earlier change heard, cache off, or the cache forgot everything. */
export type SettleOutcome = 'heard' | 'off' | 'forgot';

/**
 * Signed-in users in memory (issue 9), so that a guarded request needs no database round trip.
 * Correct across instances: triggers on every table an entry is built from notify all instances
 * of the changed user ids (or "*"), which drop them. While the listening connection is down the
 * cache is off and empty, so a missed notification cannot leave a stale entry behind.
 *
 * Two races are closed: a load that ran while a change of its user (or of everyone) arrived is not
 * remembered (a change heard after the load's stamp names them), and a write request of this
 * instance answers only after `settle`, when this instance has heard every change committed before
 * (so a sign-out or a deactivation takes effect with the answer, not a moment later). Other instances hear of it as
 * soon as PostgreSQL delivers the notification, a few milliseconds after the commit.
 */
export class UserCache {
  private readonly users = new Map<number, CachedUser>();
  /** Lookups of signed-in users answered from memory and from the database (GET /metrics). */
  readonly stats = { hits: 0, misses: 0 };
  /** Counts the changes heard; a load's stamp is the count when it started. */
  private generation = 0;
  /** User id → the generation of the latest change that named them (bounded: maxTrackedChanges). */
  private readonly changedAt = new Map<number, number>();
  /** The generation of the latest change of everyone ("*", forgetting, or too many to track). */
  private everyoneChangedAt = 0;
  private listening = false;
  private readonly instance = randomUUID();
  private syncSequence = 0;
  private readonly syncWaiters = new Map<number, () => void>();
  private settleWaiters: ((outcome: SettleOutcome) => void)[] = [];
  private sendingMarkers = false;

  constructor(private readonly options: UserCacheOptions) {}

  get enabled(): boolean {
    return this.listening && this.options.maxAgeMs > 0;
  }

  get size(): number {
    return this.users.size;
  }

  /** Taken before a load: the load may be remembered only if no change of its user arrived meanwhile. */
  stamp(): number {
    return this.generation;
  }

  /**
   * Whether nothing of the user changed since `stamp`: a load that started then read what is
   * current. Changes of other users do not matter, so that under a steady stream of writes (every
   * completion announces its player) the loads of everyone else are still remembered.
   */
  private unchangedSince(userId: number, stamp: number): boolean {
    return this.everyoneChangedAt <= stamp && (this.changedAt.get(userId) ?? 0) <= stamp;
  }

  private everyoneChanged(): void {
    this.everyoneChangedAt = this.generation;
    this.changedAt.clear();
  }

  get(userId: number): CachedUser | undefined {
    const entry = this.users.get(userId);
    if (entry && performance.now() - entry.loadedAt > this.options.maxAgeMs) {
      this.users.delete(userId);
      return undefined;
    }
    return entry;
  }

  /** Remembers what a load that started at `stamp` found, built from the current entry if any. */
  remember(userId: number, stamp: number, build: (current: CachedUser | undefined) => CachedUser): void {
    if (!this.enabled || !this.unchangedSince(userId, stamp)) return;
    const next = build(this.get(userId));
    this.users.delete(userId);
    this.users.set(userId, next);
    if (this.users.size > this.options.maxUsers) {
      const oldest = this.users.keys().next().value;
      if (oldest !== undefined) this.users.delete(oldest);
    }
  }

  /** Adds to a remembered user what a load that started at `stamp` found (e.g. the completions). */
  amend(userId: number, stamp: number, change: (entry: CachedUser) => void): void {
    if (!this.enabled || !this.unchangedSince(userId, stamp)) return;
    const entry = this.get(userId);
    if (entry) change(entry);
  }

  /** A notification on USER_CHANGES_CHANNEL. */
  receive(payload: string): void {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.heardSync(payload.slice(SYNC_PREFIX.length));
      return;
    }
    if (payload === '*') {
      this.forgetAll();
      return;
    }
    this.generation++;
    for (const id of payload.split(',')) {
      const userId = Number(id);
      this.users.delete(userId);
      this.changedAt.set(userId, this.generation);
    }
    if (this.changedAt.size > (this.options.maxTrackedChanges ?? DEFAULT_MAX_TRACKED_CHANGES)) this.everyoneChanged();
  }

  /** The listening connection came up or went down: either way, forget everything. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.forgetAll();
  }

  forgetAll(): void {
    this.generation++;
    this.users.clear();
    this.everyoneChanged();
  }

  /**
   * Resolves once this instance has heard every change committed before the call: it sends a
   * notification of its own and waits for it (a listener receives notifications in commit order).
   * Without an answer in time the cache forgets everything instead. Answers how it ended.
   * Callers that ask while a marker is on its way share the next one, sent after they asked: under
   * load, one round trip settles many write requests.
   */
  settle(): Promise<SettleOutcome> {
    if (!this.enabled) return Promise.resolve('off');
    return new Promise((resolve) => {
      this.settleWaiters.push(resolve);
      if (!this.sendingMarkers) void this.sendMarkers();
    });
  }

  private async sendMarkers(): Promise<void> {
    this.sendingMarkers = true;
    try {
      while (this.settleWaiters.length > 0) {
        const batch = this.settleWaiters;
        this.settleWaiters = [];
        const outcome = await this.sendMarker();
        for (const resolve of batch) resolve(outcome);
      }
    } finally {
      this.sendingMarkers = false;
    }
  }

  private async sendMarker(): Promise<'heard' | 'forgot'> {
    const sequence = ++this.syncSequence;
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<boolean>((resolve) => {
      this.syncWaiters.set(sequence, () => resolve(true));
      timer = setTimeout(() => resolve(false), this.options.settleTimeoutMs ?? 2000);
    });
    try {
      await this.options.notify(`${SYNC_PREFIX}${this.instance}:${sequence}`);
      if (await heard) return 'heard';
      this.forgetAll();
      return 'forgot';
    } catch {
      this.forgetAll();
      return 'forgot';
    } finally {
      clearTimeout(timer);
      this.syncWaiters.delete(sequence);
    }
  }

  private heardSync(marker: string): void {
    const [instance, sequence] = marker.split(':');
    if (instance !== this.instance) return;
    const upTo = Number(sequence);
    for (const [waiting, resolve] of this.syncWaiters) {
      if (waiting <= upTo) resolve();
    }
  }
}
