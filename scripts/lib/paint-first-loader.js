/*
 * Inlined at the end of every exported page's <body> by the postbuild (scripts/lib/paint-first.ts
 * explains why). The page's startup scripts are placeholders until the page has been painted:
 * once the window has loaded and the browser reports the first contentful paint, each placeholder
 * is replaced with the real <script>, at the same place and in the same order Next wrote them.
 * A page that is not visible (opened in a background tab) paints nothing, so it starts at load.
 */
(function () {
  var doc = document;
  var pending = 2;
  function ready() {
    if (--pending) return;
    // A task after the paint callback, so the frame is already on screen.
    setTimeout(function () {
      doc.querySelectorAll('script[type="text/x-paint-first"]').forEach(function (placeholder) {
        var script = doc.createElement('script');
        script.src = placeholder.getAttribute('data-src');
        // As Next wrote it: React looks for script[async][src] before adding a chunk's script itself.
        script.setAttribute('async', '');
        placeholder.replaceWith(script);
      });
    }, 0);
  }
  function once(fn) {
    var done = false;
    return function () {
      if (!done) {
        done = true;
        fn();
      }
    };
  }

  if (doc.readyState === 'complete') ready();
  else window.addEventListener('load', ready, { once: true });

  var painted = once(ready);
  var Observer = window.PerformanceObserver;
  var types = (Observer && Observer.supportedEntryTypes) || [];
  if (doc.visibilityState === 'hidden' || types.indexOf('paint') < 0) {
    painted();
    return;
  }
  var observer = new Observer(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) {
      observer.disconnect();
      painted();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  // Sent to a background tab before painting: it will not paint until shown, so do not wait.
  doc.addEventListener('visibilitychange', function () {
    if (doc.visibilityState === 'hidden') {
      observer.disconnect();
      painted();
    }
  });
})();
