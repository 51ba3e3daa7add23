import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HELPER = fileURLToPath(new URL('./hold-event-loop.ts', import.meta.url));

/** Runs `code` (an ES module) in a Node process of its own, where nothing else keeps the loop alive. */
function runAlone(code: string): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  if (result.status !== 0) throw new Error(`exit ${result.status}: ${result.stderr}`);
  return result.stdout.trim();
}

describe('holdEventLoop', () => {
  it('keeps the event loop from running empty until it is released, then lets the process end', () => {
    const output = runAlone(`
      import { holdEventLoop } from ${JSON.stringify(HELPER)};
      // 'beforeExit' comes when the loop has nothing alive: when Node drains V8's background tasks.
      process.once('beforeExit', () => console.log('loop empty'));
      const release = holdEventLoop();
      setTimeout(() => {
        console.log('released');
        release();
      }, 50).unref();
    `);
    expect(output.split('\n')).toEqual(['released', 'loop empty']);
  });
});
