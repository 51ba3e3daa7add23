// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type BuiltChunk, pageDocument, stylesheetsOf } from './prerender';

const TEMPLATE = `<!doctype html>
<html lang="de">
  <head>
    <title>ApoPunkt</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-abc.js">
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const SIGN_IN = { path: '/sign-in', title: 'Anmelden' };

describe('pageDocument', () => {
  const page = pageDocument(TEMPLATE, SIGN_IN, '<h2>Anmelden</h2>', ['assets/index-abc.css', 'assets/sign-in-abc.css']);

  it('puts the rendered page into #root, marked with its address', () => {
    expect(page).toContain('<div id="root" data-prerendered="/sign-in"><h2>Anmelden</h2></div>');
  });

  it("names the page in the document's title as the page does", () => {
    expect(page).toContain('<title>ApoPunkt | Anmelden</title>');
  });

  it("links the page's stylesheets once each", () => {
    expect(page.match(/index-abc\.css/g)).toHaveLength(1);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/sign-in-abc.css">');
  });

  it("leaves the app's scripts to the starter, which prefetches the entry's preloads", () => {
    expect(page).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/index-abc.js" data-prefetch="/assets/react-abc.js"></script>',
    );
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('modulepreload');
  });

  it('leaves the fields usable before the app runs', () => {
    const form = pageDocument(TEMPLATE, SIGN_IN, '<input name="username"><textarea></textarea>', []);
    expect(form).toContain('<input name="username"><textarea></textarea>');
  });

  it('keeps text that looks like a replacement pattern as it is', () => {
    expect(pageDocument(TEMPLATE, SIGN_IN, '<p>$& $1</p>', [])).toContain('<p>$& $1</p>');
  });

  it('fails the build on a template it cannot fill', () => {
    expect(() => pageDocument('<div id="root"></div>', SIGN_IN, '', [])).toThrow(/entry script/);
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
