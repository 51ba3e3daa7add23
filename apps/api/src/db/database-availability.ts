import type { Clock } from '../lib/clock';

export type DatabaseStatus = 'ok' | 'down';

export interface DatabaseAvailabilityOptions {
  /** One cheap round trip (`select 1`); rejects or hangs when the database is unreachable. */
  probe: () => Promise<unknown>;
  clock: Clock;
  /** A probe that takes longer than this counts as "down" (health must answer within 2 s). */
  probeTimeoutMs?: number;
  /** How often the database is probed: while up to notice a silent partition, while down to notice it is back. */
  watchIntervalMs?: number;
  /** Health answers from a probe at most this old. */
  maxAgeMs?: number;
  /** Told of every change between up and down (logs, metrics). */
  onChange?: (status: DatabaseStatus) => void;
}

export interface DatabaseAvailability {
  /** False while the database is known to be unreachable: calls then fail fast with 503. */
  isUp(): boolean;
  /**
   * A request met a connection error: a probe decides at once whether the database is down (one
   * terminated connection is not an outage) and, if so, it counts as down until a probe gets through.
   */
  reportUnavailable(): void;
  /** The status from a probe at most `maxAgeMs` old (callers arriving during a probe share it). */
  status(): Promise<DatabaseStatus>;
  /** Starts probing every `watchIntervalMs` (PostgreSQL only; PGlite cannot go away). */
  watch(): void;
  close(): void;
}

/**
 * Whether the database answers, and a circuit around it: while it does not, every call that needs
 * it answers 503 at once instead of waiting for connection and query timeouts, and a probe every
 * `watchIntervalMs` notices when it is back (the pool then opens new connections by itself, so the
 * instance serves again without a restart). Probes have a time limit, since a network partition
 * does not refuse connections, it leaves them hanging.
 */
export function createDatabaseAvailability(options: DatabaseAvailabilityOptions): DatabaseAvailability {
  const probeTimeoutMs = options.probeTimeoutMs ?? 1500;
  const watchIntervalMs = options.watchIntervalMs ?? 1000;
  const maxAgeMs = options.maxAgeMs ?? 1000;
  let up = true;
  let last: { status: DatabaseStatus; at: number } | null = null;
  let running: Promise<DatabaseStatus> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function set(status: DatabaseStatus): void {
    last = { status, at: options.clock.now().getTime() };
    const nowUp = status === 'ok';
    if (nowUp !== up) {
      up = nowUp;
      options.onChange?.(status);
    }
  }

  async function probeOnce(): Promise<DatabaseStatus> {
    let timeout: NodeJS.Timeout | undefined;
    const limit = new Promise<'down'>((resolve) => {
      timeout = setTimeout(() => resolve('down'), probeTimeoutMs);
    });
    const answer = options.probe().then(
      () => 'ok' as const,
      () => 'down' as const,
    );
    try {
      return await Promise.race([answer, limit]);
    } finally {
      clearTimeout(timeout);
    }
  }

  function check(): Promise<DatabaseStatus> {
    running ??= probeOnce().then((status) => {
      set(status);
      running = null;
      return status;
    });
    return running;
  }

  return {
    isUp: () => up,
    reportUnavailable() {
      void check();
    },
    async status() {
      const now = options.clock.now().getTime();
      if (last && now - last.at < maxAgeMs) return last.status;
      return check();
    },
    watch() {
      if (timer) return;
      timer = setInterval(() => void check(), watchIntervalMs);
      timer.unref();
    },
    close() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
