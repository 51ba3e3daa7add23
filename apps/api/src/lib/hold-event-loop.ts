/**
 * Keeps Node's event loop alive until the release is called, for the server's start. Whenever the
 * loop has nothing alive, Node waits for every V8 background task to finish before it runs
 * anything again (NodePlatform::DrainTasks), and keeps doing so after every task V8 hands back to
 * the main thread. PGlite's WebAssembly compile is such a moment (a pending compile is no libuv
 * handle); from then on the start waited for wasm tier-up and GC jobs at every step: on a busy
 * 2-core machine one small file read of @fastify/swagger-ui took 1–4 s. With a timer alive the loop
 * runs every callback as soon as its I/O completes.
 */
export function holdEventLoop(): () => void {
  const timer = setInterval(() => {}, 60_000);
  return () => clearInterval(timer);
}
