import { type HttpAnswer, type Load, startLoad } from './load-workers';

/** One money-like POST of a load, with the key that finds what it booked in the database. */
export interface MoneyRequest {
  key: string;
  path: string;
  json: unknown;
  headers: Record<string, string>;
}

/** How a request reaches the API (app.inject, nginx, one instance's port); a broken connection is status 0. */
export type Transport = (request: MoneyRequest, worker: number) => Promise<HttpAnswer>;

export interface MoneyLoad extends Load {
  /** The keys of every request sent. */
  sent: Set<string>;
  /** Key → the id the acknowledging answer named (null when it names none). */
  acknowledged: Map<string, string | null>;
  /** One request more outside the workers (to poll until served, or through another transport): its status. */
  sendOne(transport?: Transport): Promise<number>;
}

/**
 * Workers sending money-like POSTs (deposits, redemptions, purchases) with the bookkeeping a fault
 * test needs: which requests were sent and which the API acknowledged. `reconcile` then holds that
 * against what the database booked.
 */
export function startMoneyLoad(options: {
  workers: number;
  pauseMs: number;
  /** The next request of `worker`; null when it has nothing left to send. */
  next: (worker: number) => MoneyRequest | null;
  transport: Transport;
  /** The status that acknowledges a request and the id its body names (e.g. a transfer's uuid). */
  acknowledgedBy: { status: number; id: (body: unknown) => string | null };
}): MoneyLoad {
  const sent = new Set<string>();
  const acknowledged = new Map<string, string | null>();
  const send = async (worker: number, transport: Transport): Promise<number | null> => {
    const request = options.next(worker);
    if (!request) return null;
    sent.add(request.key);
    const answer = await transport(request, worker);
    if (answer.status === options.acknowledgedBy.status) {
      acknowledged.set(request.key, options.acknowledgedBy.id(JSON.parse(answer.body)));
    }
    return answer.status;
  };
  const load = startLoad({ ...options, call: (worker) => send(worker, options.transport) });
  return {
    ...load,
    sent,
    acknowledged,
    async sendOne(transport = options.transport) {
      const status = await send(0, transport);
      if (status === null) throw new Error('the load has no request left to send');
      return status;
    },
  };
}

/** One booking found in the database: the key of the request it belongs to and the id it was booked as. */
export interface Booking {
  key: string;
  id: string;
}

export interface Reconciliation {
  sent: number;
  acknowledged: number;
  /** Acknowledged requests with no booking, or booked as another id than their answer named. */
  missing: string[];
  /** Requests booked more than once. */
  doubled: string[];
  /** Bookings that belong to no request sent (a booking nobody asked for). */
  unasked: string[];
  /** Requests booked though no answer said so (in flight when the fault came), each once. */
  bookedUnacknowledged: number;
}

/**
 * Holds the requests a load sent and acknowledged against the bookings found: every acknowledged
 * request booked exactly once as its answer said, nothing booked twice or without a request.
 */
export function reconcile(
  load: Pick<MoneyLoad, 'sent' | 'acknowledged'>,
  bookings: readonly Booking[],
): Reconciliation {
  const byKey = new Map<string, string[]>();
  for (const booking of bookings) byKey.set(booking.key, [...(byKey.get(booking.key) ?? []), booking.id]);
  const missing = [...load.acknowledged].flatMap(([key, id]) => {
    const ids = byKey.get(key) ?? [];
    return ids.length === 0 || (id !== null && !ids.includes(id)) ? [key] : [];
  });
  return {
    sent: load.sent.size,
    acknowledged: load.acknowledged.size,
    missing,
    doubled: [...byKey].flatMap(([key, ids]) => (ids.length > 1 ? [key] : [])),
    unasked: [...byKey.keys()].filter((key) => !load.sent.has(key)),
    bookedUnacknowledged: [...byKey.keys()].filter((key) => load.sent.has(key) && !load.acknowledged.has(key)).length,
  };
}
