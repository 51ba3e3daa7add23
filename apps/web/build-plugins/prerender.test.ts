// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageDocument, readOnlyFields, stylesheetsOf } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageDocument', () => {
  const page = pageDocument(TEMPLATE, '/sign-in', '<h2>Anmelden</h2>', [
    'assets/index-abc.css',
    'assets/sign-in-abc.css',
  ]);

  it('puts the rendered page into #root, marked with its address', () => {
    expect(page).toContain('<div id="root" data-prerendered="/sign-in"><h2>Anmelden</h2></div>');
  });

  it("links the page's stylesheets once each", () => {
    expect(page.match(/index-abc\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/sign-in-abc.css">');
  });

  it('starts the app after the first paint instead of loading its scripts beside the stylesheets', () => {
    expect(page).toContain('<script defer src="/start-app.js" data-entry="/assets/index-abc.js"></script>');
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    expect(pageDocument(TEMPLATE, '/sign-in', '<p>$& $1</p>', [])).toContain('<p>$& $1</p>');
  });

  it('fails the build on a template it cannot fill', () => {
    expect(() => pageDocument('<div id="root"></div>', '/sign-in', '', [])).toThrow(/entry script/);
  });
});

describe('readOnlyFields', () => {
  it('locks inputs and text areas until the app takes them over', () => {
    expect(readOnlyFields('<input type="email"><textarea rows="5"></textarea><button>')).toBe(
      '<input readonly data-prerender-lock type="email"><textarea readonly data-prerender-lock rows="5"></textarea><button>',
    );
  });
});

describe('stylesheetsOf', () => {
  const chunks: BuiltChunk[] = [
    { fileName: 'entry.js', moduleIds: ['/src/main.tsx'], imports: [], css: ['entry.css'] },
    { fileName: 'shared.js', moduleIds: ['/src/a.tsx', '/src/b.tsx'], imports: ['entry.js'], css: ['shared.css'] },
    { fileName: 'page.js', moduleIds: ['/src/page.tsx'], imports: ['shared.js'], css: ['page.css'] },
    { fileName: 'other.js', moduleIds: ['/src/other.tsx'], imports: [], css: ['other.css'] },
  ];

  it("collects the stylesheets of the modules' chunks and of what they import", () => {
    expect(stylesheetsOf(chunks, ['/src/page.tsx', '/src/a.tsx']).sort()).toEqual([
      'entry.css',
      'page.css',
      'shared.css',
    ]);
  });

  it('fails the build for a module that no chunk holds', () => {
    expect(() => stylesheetsOf(chunks, ['/src/gone.tsx'])).toThrow(/gone\.tsx/);
  });
});
