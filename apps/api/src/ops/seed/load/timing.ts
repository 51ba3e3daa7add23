/** Runs one step and prints how long it took, with an optional note on what it did (e.g. a row count). */
export type Timed = <T>(label: string, work: () => Promise<T>, note?: (result: T) => string) => Promise<T>;

const rowFormat = new Intl.NumberFormat('de-DE');

/** "1.000.000 Zeilen" for step notes. */
export function rowsNote(count: number): string {
  return countNote(count, 'Zeilen');
}

/** A German-formatted count with its unit, e.g. "59.705 Konten". */
export function countNote(count: number, unit: string): string {
  return `${rowFormat.format(count)} ${unit}`;
}

/** A Timed that writes one line per step to `log`, e.g. "  Nutzer … 4,2 s (100.000 Zeilen)". */
export function createTimer(log: (line: string) => void = console.log): Timed {
  return async (label, work, note) => {
    const started = performance.now();
    const result = await work();
    const seconds = ((performance.now() - started) / 1000).toLocaleString('de-DE', { maximumFractionDigits: 1 });
    log(`  ${label} … ${seconds} s${note ? ` (${note(result)})` : ''}`);
    return result;
  };
}
