import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Catches the files components hand to the browser as downloads (jsdom has neither object URLs, nor
 * downloads, nor Blob.arrayBuffer). Call it at the top of a test file; `lastText` reads the last file byte for byte as
 * UTF-8, keeping a byte order mark.
 */
export function captureDownloads(): { lastText: () => Promise<string> } {
  const files: Blob[] = [];
  beforeEach(() => {
    files.length = 0;
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      files.push(blob as Blob);
      return `blob:test/${files.length}`;
    };
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());
  return {
    lastText: async () => {
      const file = files.at(-1);
      if (!file) throw new Error('no download was started');
      const bytes = await new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.onerror = () => reject(reader.error);
        reader.readAsArrayBuffer(file);
      });
      return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    },
  };
}
