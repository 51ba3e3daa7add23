// Starts the app on a page pre-rendered at build time (apps/web/build-plugins/prerender.ts): the
// entry named in data-entry is loaded after the page's first paint, so that on a slow connection
// the page's stylesheets do not share the line with the app's scripts before anything is shown.
(() => {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  requestAnimationFrame(() => {
    setTimeout(() => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    }, 0);
  });
})();
