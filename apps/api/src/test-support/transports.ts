import type { FastifyInstance } from 'fastify';
import type { Transport } from './money-load';
import { request } from './nginx';

/** Requests through `app.inject`: the app in the test's own process. */
export function throughInject(app: FastifyInstance): Transport {
  return async (req) => {
    const res = await app.inject({ method: 'POST', url: req.path, headers: req.headers, payload: req.json as object });
    return { status: res.statusCode, body: res.body };
  };
}

/**
 * Requests over a real connection to 127.0.0.1:`port` (an instance or nginx in front of several),
 * each from the loopback address `from` gives for it (asked per request), so per-address limits
 * see as many clients as the test likes. A connection that breaks before an answer is status 0.
 */
export function overHttp(port: number, from: (worker: number) => string): Transport {
  return (req, worker) =>
    request({ port, path: req.path, method: 'POST', from: from(worker), headers: req.headers, json: req.json }).then(
      (res) => ({ status: res.status, body: res.body }),
      () => ({ status: 0, body: '' }),
    );
}
