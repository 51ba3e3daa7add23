import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** apps/api: the server starts from its source (src/server.ts) through tsx, so no build is needed. */
const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTUP_LIMIT_MS = 60_000;
const OUTPUT_KEPT = 20_000;

export interface ApiProcess {
  port: number;
  /** Starts the process (again) and resolves once /api/health answers 200 on its port. */
  start(): Promise<void>;
  /** Sends `signal` and resolves once the process has exited (at once if it is not running). */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** The end of what it wrote to stdout and stderr, for a failure message. */
  output(): string;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * An API instance as a real process, as production runs it (server.ts: migrations, listen, signals),
 * on `port` with `env` and nothing else of the test's environment but PATH, HOME and TMPDIR. It is
 * `node --import tsx` itself, not the tsx CLI (which runs node as a child): a signal reaches the
 * server, and SIGKILL leaves no orphan.
 */
export function apiProcess(options: { port: number; env: Record<string, string> }): ApiProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-OUTPUT_KEPT);
  };
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])),
  );
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    port: options.port,
    async start() {
      if (running()) throw new Error(`the instance on :${options.port} is running already`);
      const started = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env: { ...inherited, ...options.env, PORT: String(options.port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      started.stdout?.on('data', keep);
      started.stderr?.on('data', keep);
      exited = new Promise((resolve) => started.once('exit', () => resolve()));
      const deadline = Date.now() + STARTUP_LIMIT_MS;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`the instance on :${options.port} exited while starting:\n${output}`);
        if (await healthy(options.port)) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`the instance on :${options.port} did not answer /api/health within 60 s:\n${output}`);
    },
    async kill(signal) {
      if (running()) child?.kill(signal);
      await exited;
    },
    output: () => output,
  };
}
