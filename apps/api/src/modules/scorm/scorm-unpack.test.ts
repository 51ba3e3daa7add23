import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { scormZip, validScormZip } from './scorm-test-package';
import { safeEntryPath, unpackScormZip } from './scorm-unpack';

const MB = 1024 * 1024;

/** Rewrites an entry name inside the zip bytes (local header and central directory). */
function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  expect(to).toHaveLength(from.length);
  return Buffer.from(zip.toString('latin1').split(from).join(to), 'latin1');
}

describe('safeEntryPath', () => {
  it('keeps plain relative paths and refuses everything that could leave the folder', () => {
    expect(safeEntryPath('content/index.html')).toBe('content/index.html');
    expect(safeEntryPath('content/')).toBe('content');
    for (const bad of ['../evil.js', 'a/../../evil', '/etc/passwd', 'C:/win.ini', 'a\\..\\b', 'a//b', './x', '']) {
      expect(safeEntryPath(bad), bad).toBeNull();
    }
  });
});

describe('unpackScormZip', () => {
  it('unpacks a package into normalised paths with its size', () => {
    const { files, bytes } = unpackScormZip(validScormZip(), { maxBytes: MB });
    expect([...files.keys()].sort()).toEqual(['content/index.html', 'content/sco.js', 'imsmanifest.xml']);
    expect(bytes).toBeGreaterThan(0);
  });

  it('refuses zip slip entries (.. and absolute paths)', () => {
    const slip = renameEntry(scormZip({ 'imsmanifest.xml': '<x/>', 'aa/evil.js': 'x' }), 'aa/evil.js', '../evil.js');
    expect(() => unpackScormZip(slip, { maxBytes: MB })).toThrow(/unzulässigen Dateipfad: \.\.\/evil\.js/);
    const absolute = renameEntry(scormZip({ 'xetc/passwd': 'x' }), 'xetc/passwd', '/etc/passwd');
    expect(() => unpackScormZip(absolute, { maxBytes: MB })).toThrow(/unzulässigen Dateipfad/);
  });

  it('refuses packages whose unpacked files are too large before inflating them (zip bomb)', () => {
    const bomb = Buffer.from(zipSync({ 'zeros.bin': new Uint8Array(3 * MB) }, { level: 9 }));
    expect(bomb.length).toBeLessThan(MB / 10);
    expect(() => unpackScormZip(bomb, { maxBytes: 2 * MB })).toThrow(/zu groß.*höchstens 2 MB/);
  });

  it('refuses too many files and broken archives', () => {
    const many = Buffer.from(
      zipSync(Object.fromEntries(Array.from({ length: 6 }, (_, i) => [`f${i}.txt`, strToU8('x')]))),
    );
    expect(() => unpackScormZip(many, { maxBytes: MB, maxFiles: 5 })).toThrow(/zu viele Dateien/);
    expect(() => unpackScormZip(Buffer.from('PK\u0003\u0004 kaputt'), { maxBytes: MB })).toThrow(/beschädigt/);
  });

  it('refuses a file and a folder of the same name, the same file twice and over-long names', () => {
    const clash = scormZip({ 'imsmanifest.xml': '<x/>', content: 'a file', 'content/index.html': '<p>x</p>' });
    expect(() => unpackScormZip(clash, { maxBytes: MB })).toThrow(/demselben Namen.*content/);
    const clashLater = scormZip({ 'content/index.html': '<p>x</p>', content: 'a file' });
    expect(() => unpackScormZip(clashLater, { maxBytes: MB })).toThrow(/demselben Namen/);
    const folderEntry = renameEntry(scormZip({ content: 'x', 'contenx/': '' }), 'contenx/', 'content/');
    expect(() => unpackScormZip(folderEntry, { maxBytes: MB })).toThrow(/demselben Namen/);
    const twice = renameEntry(scormZip({ 'a.html': '1', 'b.html': '2' }), 'b.html', 'a.html');
    expect(() => unpackScormZip(twice, { maxBytes: MB })).toThrow(/demselben Namen/);
    const longName = scormZip({ [`${'n'.repeat(252)}.html`]: 'x' });
    expect(() => unpackScormZip(longName, { maxBytes: MB })).toThrow(/zu langen Datei- oder Ordnernamen/);
    const deep = scormZip({ [`${Array.from({ length: 60 }, () => 'ordner-1234567890').join('/')}/x.html`]: 'x' });
    expect(() => unpackScormZip(deep, { maxBytes: MB })).toThrow(/zu langen/);
    const longest = scormZip({ [`${'n'.repeat(250)}.html`]: 'x' });
    expect([...unpackScormZip(longest, { maxBytes: MB }).files.keys()]).toEqual([`${'n'.repeat(250)}.html`]);
  });
});
