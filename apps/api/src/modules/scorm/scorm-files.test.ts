import { describe, expect, it } from 'vitest';
import { bridgeTag, injectBridge, scormDocumentOf } from './scorm-files';

const inject = (html: string) => injectBridge(Buffer.from(html), '1.2').toString();
const TAG = bridgeTag('1.2');

describe('scormDocumentOf', () => {
  it("names a package's HTML file, decoded, and nothing else", () => {
    const id = '0b4d6a52-3f1e-4a59-9d43-2c7f6a0e9b11';
    expect(scormDocumentOf(`/media/scorm/${id}/sco/index.html?x=1`)).toEqual({ id, path: 'sco/index.html' });
    expect(scormDocumentOf(`/media/scorm/${id}/sco/Seite%201.HTM`)).toEqual({ id, path: 'sco/Seite 1.HTM' });
    for (const url of [
      `/media/scorm/${id}/sco/sco.js`,
      `/media/scorm/${id}/sco/%2e%2e/%2e%2e/x.html`,
      `/media/scorm/${id}/%E0%A4%A.html`,
      '/media/scorm/kein-paket/index.html',
      '/media/seed/external/seite.html',
    ]) {
      expect(scormDocumentOf(url), url).toBeNull();
    }
  });
});

describe('injectBridge', () => {
  it('puts the tag first in the head, else after <html> or the doctype, else at the start', () => {
    expect(inject('<!DOCTYPE html><HTML><HEAD lang="de"><title>x</title>')).toBe(
      `<!DOCTYPE html><HTML><HEAD lang="de">${TAG}<title>x</title>`,
    );
    expect(inject('<!doctype html><html lang="de"><header>x</header>')).toBe(
      `<!doctype html><html lang="de">${TAG}<header>x</header>`,
    );
    expect(inject('<!doctype html>\n<p>x</p>')).toBe(`<!doctype html>${TAG}\n<p>x</p>`);
    expect(inject('<p>x</p>')).toBe(`${TAG}<p>x</p>`);
    expect(inject('\uFEFF<p>x</p>')).toBe(`\uFEFF${TAG}<p>x</p>`);
    expect(injectBridge(Buffer.from('<p>x</p>'), null).toString()).toBe(
      '<script src="/media/scorm-bridge.js"></script><p>x</p>',
    );
  });

  it('keeps the bytes of other encodings and leaves UTF-16 pages alone', () => {
    const latin1 = Buffer.from('<head><title>\u00dcbung</title>', 'latin1');
    expect(
      injectBridge(latin1, '2004').equals(
        Buffer.concat([Buffer.from(`<head>${bridgeTag('2004')}`), latin1.subarray(6)]),
      ),
    ).toBe(true);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('<head>', 'utf16le')]);
    expect(injectBridge(utf16, '1.2').equals(utf16)).toBe(true);
  });
});
