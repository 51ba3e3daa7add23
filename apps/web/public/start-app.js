// Starts the app on a page pre-rendered at build time (apps/web/build-plugins/prerender.ts).
// A guest's page is complete without the app, so the app (data-entry) starts with the visitor's
// first touch, click, key or focus: reading the page costs a phone no script work. Its files are
// fetched (not run) once the page has loaded, so the start is quick. A signed-in visitor is sent on
// (the app decides where), so for them the app starts right after the first paint.
// Fields typed into before the app runs keep their values (the app reads them as it takes over); a
// form sent before then is held (the browser would put its fields into the address) and sent again
// by the app (attributes: src/prerender/markers.ts; the signed-in user's key: src/lib/session-store.ts).
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const prefetch = (script.getAttribute('data-prefetch') ?? '').split(' ').filter(Boolean);
  const triggers = ['pointerdown', 'touchstart', 'keydown', 'focusin'];
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of triggers) removeEventListener(type, start, true);
    const module = document.createElement('script');
    module.type = 'module';
    module.crossOrigin = '';
    module.src = entry;
    document.head.append(module);
  };
  addEventListener(
    'submit',
    (event) => {
      if (!document.getElementById('root')?.hasAttribute('data-prerendered')) return;
      event.preventDefault();
      event.target.setAttribute('data-submit-pending', '');
      start();
    },
    true,
  );
  let signedIn = false;
  try {
    signedIn = localStorage.getItem('apopunkt.user') !== null;
  } catch {}
  if (signedIn) {
    requestAnimationFrame(() => setTimeout(start, 0));
    return;
  }
  for (const type of triggers) addEventListener(type, start, { capture: true, passive: true });
  addEventListener('load', () => {
    for (const href of [entry, ...prefetch]) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    }
  });
})();
