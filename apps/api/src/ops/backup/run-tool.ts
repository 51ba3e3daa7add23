import { spawn } from 'node:child_process';

/** Runs a command-line tool (pg_dump, pg_restore, tar) and rejects with its error output when it fails. */
export function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} endete mit ${code}: ${stderr.trim()}`));
    });
  });
}
