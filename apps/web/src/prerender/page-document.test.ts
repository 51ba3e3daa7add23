// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageDocument } from './page-document';

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

  it("names the member on the starter and carries a member's data as inert JSON", () => {
    const state = { userId: 7, note: '</script><script>alert(1)</script>' };
    const member = pageDocument(TEMPLATE, { path: '/', title: 'Startseite' }, '<h2>Hallo</h2>', [], {
      userId: 7,
      state,
    });
    expect(member).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-abc.js" data-prefetch="/assets/react-abc.js" data-member="7"></script>',
    );
    const json = /<script type="application\/json" id="member-page-state">(.*)<\/script>\n\s*<\/body>/.exec(
      member,
    )?.[1];
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toEqual(state);
    expect(page).not.toContain('member-page-state');
    expect(page).not.toContain('data-member');
  });

  it('tells the starter that the member is premium', () => {
    const member = pageDocument(TEMPLATE, { path: '/', title: 'Startseite' }, '<h2>Hallo</h2>', [], {
      userId: 7,
      state: {},
      premium: true,
    });
    expect(member).toContain('data-member="7" data-premium></script>');
  });
});
