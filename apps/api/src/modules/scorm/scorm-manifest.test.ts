import { describe, expect, it } from 'vitest';
import { parseScormManifest } from './scorm-manifest';
import { scormManifest } from './scorm-test-package';

const files = new Set(['index.html', 'content/start page.html']);

describe('parseScormManifest', () => {
  it('reads version, launch file and title of SCORM 1.2 and 2004', () => {
    expect(parseScormManifest(scormManifest('1.2'), files)).toEqual({
      version: '1.2',
      launch: 'index.html',
      title: 'Erkältung kompakt',
    });
    expect(parseScormManifest(scormManifest('2004', 'content/start%20page.html?lang=de'), files)).toMatchObject({
      version: '2004',
      launch: 'content/start page.html?lang=de',
    });
  });

  it('detects the version from the namespaces when the schema version is missing', () => {
    const xml = scormManifest('1.2').replace(/<schemaversion>.*<\/schemaversion>/, '');
    expect(parseScormManifest(xml, files).version).toBe('1.2');
  });

  it('refuses bad XML, unknown versions and launch files outside or missing from the package', () => {
    expect(() => parseScormManifest('<manifest><unclosed></manifest>', files)).toThrow(/kein gültiges XML/);
    const unknown = scormManifest('1.2')
      .replace(/<schemaversion>.*<\/schemaversion>/, '')
      .replace(/adlcp_rootv1p2/g, 'x');
    expect(() => parseScormManifest(unknown, files)).toThrow(/SCORM-Version/);
    expect(() => parseScormManifest(scormManifest('1.2', 'fehlt.html'), files)).toThrow(/Startdatei/);
    expect(() => parseScormManifest(scormManifest('1.2', '../index.html'), files)).toThrow(/Startdatei/);
    expect(() => parseScormManifest(scormManifest('1.2', 'https://example.org/x.html'), files)).toThrow(/Startdatei/);
  });
});
