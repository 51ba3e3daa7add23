// Starts the app on a page pre-rendered at build time (apps/web/build-plugins/prerender.ts) or drawn
// for a member by the server (data-member: their user id; src/prerender/member-page-worker.ts).
// Such a page is complete without the app, so the app (data-entry) starts with the visitor's first
// touch, click, key, focus, mouse movement or scroll: reading the page costs a phone no script
// work. Its files are fetched (not run) once the page has loaded, so the start is quick. A
// signed-in visitor on a guest's page is sent on (the app decides where), so for them the app starts
// right after the first paint, and so does a premium member (data-premium) on a browser that knew
// them without premium (the congratulation). What a member must see on arrival (the terms dialog,
// the Home popup) is drawn on the page itself and waits for no start. A member's page loads this
// script before its first paint: when it is not for the member signed in here, it is never shown
// (the app starts on the emptied page). Fields typed into before the app runs keep their values
// (the app reads them as it takes over); a form sent before then is held (the browser would put its
// fields into the address) and sent again by the app, and a button clicked (or a link in a dialog:
// the popup's link has a click to report) is clicked again (attributes: src/prerender/markers.ts;
// the signed-in user's key: src/lib/session-store.ts).
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute('data-entry');
  if (!entry) return;
  const prefetch = (script.getAttribute('data-prefetch') ?? '').split(' ').filter(Boolean);
  const triggers = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'];
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
  addEventListener(
    'click',
    (event) => {
      if (!document.getElementById('root')?.hasAttribute('data-prerendered')) return;
      const button = event.target.closest?.('button, [role="button"], [role="dialog"] a[href]');
      if (!button || button.closest('form')) return;
      if (button.matches('a')) {
        // A click meant for another tab or window stays the browser's.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
      }
      for (const held of document.querySelectorAll('[data-click-pending]')) held.removeAttribute('data-click-pending');
      button.setAttribute('data-click-pending', '');
      start();
    },
    true,
  );
  let user = null;
  try {
    user = JSON.parse(localStorage.getItem('apopunkt.user') ?? 'null');
  } catch {}
  // Once per browser: the popup hidden in localStorage before (the app's old place for it) moves to
  // the popup-closed cookie the server reads (src/features/popups/lib/closed-popup.ts); a popup the
  // server drew before it knew stays out of sight (the app, taking over, drops it).
  try {
    const stored = JSON.parse(localStorage.getItem('apopunkt.popup') ?? 'null');
    localStorage.removeItem('apopunkt.popup');
    const closed = typeof stored?.uuid === 'string' && stored.uuid && stored.hide === true ? stored.uuid : null;
    if (closed && !document.cookie.split(';').some((part) => part.trim().startsWith('apopunkt_popup_closed='))) {
      // biome-ignore lint/suspicious/noDocumentCookie: one small cookie; the Cookie Store API is not in every browser we support
      document.cookie = `apopunkt_popup_closed=${encodeURIComponent(closed)}; Max-Age=31536000; Path=/; SameSite=Lax`;
      const hide = document.createElement('style');
      hide.textContent = `[data-popup="${CSS.escape(closed)}"] { display: none !important; }`;
      document.head.append(hide);
    }
  } catch {}
  const member = script.getAttribute('data-member');
  if (member !== null && String(user?.id) !== member) {
    // Not this browser's member (signed out, or another one): the page session goes, the page is
    // hidden from the first paint (this script runs before it) and emptied once it is read.
    // biome-ignore lint/suspicious/noDocumentCookie: one fixed deletion string; the Cookie Store API is not in every browser we support
    document.cookie = 'apopunkt_page=; Max-Age=0; Path=/; SameSite=Lax';
    document.documentElement.hidden = true;
    const empty = () => {
      const root = document.getElementById('root');
      root?.replaceChildren();
      root?.removeAttribute('data-prerendered');
      document.documentElement.hidden = false;
      start();
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', empty);
    else empty();
    return;
  }
  // A signed-in visitor on a guest's page, or a member to congratulate (premium since this browser
  // last loaded them).
  const atOnce = member === null ? user !== null : script.hasAttribute('data-premium') && user?.isPremium === false;
  if (atOnce) {
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
