import { Worker } from 'node:worker_threads';
import type { DrawnPageKind } from '@apopunkt/domain/rules/drawn-pages';
import type {
  DrawnPageData,
  FromMemberPageWorker,
  MemberPageWorkerData,
  PageEncoding,
  ToMemberPageWorker,
} from '@apopunkt/domain/schemas/member-page-worker';
import type { FastifyBaseLogger } from 'fastify';

export interface RenderedPage {
  body: Buffer;
  encoding: PageEncoding;
}

export interface MemberPageRendererOptions {
  /** The worker's script (apps/web/dist-prerender/member-page-worker.js). */
  workerFile: string;
  /** The built web app. */
  clientDir: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** Renders waiting or running at most; more get no drawn page, at once. */
  maxPending?: number;
  /** How long a visit waits for the worker to load (ms); callers bound a render by their own budget. */
  budgetMs?: number;
  /** A render still running after this long means the worker hangs: it is started anew. */
  hangMs?: number;
}

export type MemberPageRenderer = ReturnType<typeof createMemberPageRenderer>;

/**
 * Draws members' pages in a worker thread (apps/web/src/prerender/member-page-worker.ts) from the
 * data it is sent, so that the rendering's CPU time stays off the event loop that answers the API.
 * A render answers null whenever it cannot deliver (too many waiting, failed, worker gone); a
 * caller that stops waiting (its budget, member-page.service.ts) simply drops a late page.
 */
export function createMemberPageRenderer(options: MemberPageRendererOptions) {
  const maxPending = options.maxPending ?? 4;
  const budgetMs = options.budgetMs ?? 500;
  const hangMs = options.hangMs ?? 10_000;
  const pending = new Map<number, (page: RenderedPage | null) => void>();
  /** The pages the worker draws, as it said once loaded; none before. */
  let kinds = new Set<DrawnPageKind>();
  let worker: Worker | null = null;
  /** Settles once the current worker has said what it draws, or has failed. */
  let loaded: Promise<void> = Promise.resolve();
  let nextId = 0;

  const stop = (ended: Worker) => {
    if (worker !== ended) return;
    worker = null;
    void ended.terminate();
    for (const settle of [...pending.values()]) settle(null);
  };

  const start = (): Worker => {
    const started = new Worker(options.workerFile, {
      workerData: { clientDir: options.clientDir } satisfies MemberPageWorkerData,
    });
    let settleLoaded = () => {};
    loaded = new Promise((resolve) => {
      settleLoaded = resolve;
    });
    started.on('message', (message: FromMemberPageWorker) => {
      switch (message.type) {
        case 'ready':
          kinds = new Set(message.kinds);
          settleLoaded();
          return;
        case 'failed':
          options.log.warn({ reason: message.reason }, 'member page not drawn');
          pending.get(message.id)?.(null);
          return;
        case 'rendered':
          pending.get(message.id)?.({ body: Buffer.from(message.body), encoding: message.encoding });
      }
    });
    started.on('error', (error) => {
      options.log.error({ err: error }, 'member page worker failed');
      settleLoaded();
      stop(started);
    });
    started.on('exit', () => {
      settleLoaded();
      stop(started);
    });
    return started;
  };

  return {
    /** Does the worker draw this page? (Known once it has loaded after warmUp; false before.) */
    draws(kind: DrawnPageKind): boolean {
      return kinds.has(kind);
    },
    /**
     * draws(kind), once a worker still loading has said what it draws (at most budgetMs): the
     * server listens before the worker has loaded, and a member's first visit must not get the
     * plain page only because it came in that second.
     */
    async drawsOnceLoaded(kind: DrawnPageKind): Promise<boolean> {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, budgetMs);
      });
      await Promise.race([loaded, late]);
      clearTimeout(timer);
      return kinds.has(kind);
    },
    /**
     * Starts the worker ahead of the first visit and settles once it has loaded the app's code and
     * said what it draws (or has failed: then no page is drawn and visitors get the plain one).
     */
    warmUp(): Promise<void> {
      worker ??= start();
      return loaded;
    },
    render(input: {
      path: string;
      data: DrawnPageData;
      encoding: PageEncoding;
      /** When the visit stops waiting (epoch ms): a render still queued then is skipped by the worker. */
      deadline: number;
    }): Promise<RenderedPage | null> {
      if (pending.size >= maxPending) return Promise.resolve(null);
      worker ??= start();
      const target = worker;
      const id = ++nextId;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          options.log.error({ path: input.path, hangMs }, 'member page worker hangs; started anew');
          stop(target);
        }, hangMs);
        pending.set(id, (page) => {
          clearTimeout(timer);
          pending.delete(id);
          resolve(page);
        });
        target.postMessage({ type: 'render', id, ...input } satisfies ToMemberPageWorker);
      });
    },
    async close(): Promise<void> {
      if (worker) stop(worker);
    },
  };
}
