// A server-rendered page starts its app after its first paint: the HTML, its styles and pictures
// get the network and the main thread first, the JavaScript (which only hydrates what is already
// shown) comes after. Kept outside the bundle: it must not wait for the bundle. docs/performance.md
(() => {
  const me = document.currentScript;
  const entry = me.getAttribute('data-entry');
  const preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the next one has been painted; a hidden tab paints nothing, hence the timer.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 1000);
})();
