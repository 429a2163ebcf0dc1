// Runs before first paint so the page never flashes the wrong theme (see src/theme/colorMode.ts),
// and marks a visitor who has not passed the age gate this session, so the prerendered page shows
// the gate from its first paint and a returning visitor never sees it (src/app/useAgeGate.ts).
(function () {
  var root = document.documentElement;
  var choice = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') choice = stored;
  } catch {
    /* storage unavailable: follow the system */
  }
  var dark =
    choice === 'dark' ||
    (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
  root.dataset.colorMode = dark ? 'dark' : 'light';
  root.dataset.theme = choice;

  var confirmed = false;
  try {
    confirmed = sessionStorage.getItem('age-verified') === 'yes';
  } catch {
    /* storage unavailable: the gate asks on every page */
  }
  if (!confirmed) root.dataset.ageGate = 'open';
  // The gate's buttons work before the app runs: the same answers as src/app/useAgeGate.ts.
  document.addEventListener('click', function (event) {
    if (root.dataset.ageGate !== 'open' || !(event.target instanceof Element)) return;
    var button = event.target.closest('[data-age-gate]');
    if (!button) return;
    if (button.getAttribute('data-age-gate') === 'decline') {
      location.assign('https://www.google.com');
      return;
    }
    try {
      sessionStorage.setItem('age-verified', 'yes');
    } catch {
      /* storage unavailable: the gate asks again on the next page */
    }
    delete root.dataset.ageGate;
  });
  // A form sent before the app has taken over the prerendered page would reload it and drop what
  // was typed: until the app marks itself ready (src/app/Layout.tsx), the browser does not send it.
  // The press itself is not lost once hydration has begun: React replays it.
  document.addEventListener(
    'submit',
    function (event) {
      if (!('appReady' in root.dataset)) event.preventDefault();
    },
    true,
  );

  // The app's code starts after the first paint (README, "Performance"). The built pages name it
  // in <meta name="app-modules"> (the entry) and <meta name="app-preload"> (the screen's chunks):
  // fetched from the head, its 100 KB shared a phone's bandwidth with the CSS, fonts and images
  // of the first paint. The dev server's index.html loads src/main.tsx itself and names neither.
  var started = false;
  var observer;
  function named(name) {
    var meta = document.querySelector('meta[name="' + name + '"]');
    return meta ? meta.content.split(' ').filter(Boolean) : [];
  }
  function failed() {
    if (document.getElementById('app-failed')) return;
    var note = document.createElement('p');
    note.id = 'app-failed';
    note.setAttribute('role', 'alert');
    note.textContent =
      "The store's code did not load (the connection may have dropped), so adding to the cart " +
      'and checking out do not work yet. ';
    var reload = document.createElement('button');
    reload.type = 'button';
    reload.textContent = 'Reload the page';
    reload.addEventListener('click', function () {
      location.reload();
    });
    note.appendChild(reload);
    document.body.insertBefore(note, document.body.firstChild);
  }
  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    named('app-preload').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    named('app-modules').forEach(function (src) {
      import(src).catch(failed);
    });
  }
  // Once the first contentful paint has been shown (its performance entry arrives after the frame
  // is on screen), not merely scheduled: the code then never shares the bandwidth of what that
  // paint needed. Browsers without paint timing start after the next frame instead.
  function afterFirstPaint() {
    if (
      typeof PerformanceObserver === 'function' &&
      PerformanceObserver.supportedEntryTypes &&
      PerformanceObserver.supportedEntryTypes.indexOf('paint') !== -1
    ) {
      observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        setTimeout(start, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    }
    // A tab opened in the background paints nothing until it is shown: start after a second
    // anyway. A shown page whose paint never reports starts after four.
    setTimeout(function () {
      if (document.visibilityState === 'hidden') start();
    }, 1000);
    setTimeout(start, 4000);
  }
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
