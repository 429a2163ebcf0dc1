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
  applyTheme(choice);

  var confirmed = false;
  try {
    confirmed = sessionStorage.getItem('age-verified') === 'yes';
  } catch {
    /* storage unavailable: the gate asks on every page */
  }
  if (!confirmed) root.dataset.ageGate = 'open';

  // The first second (docs/first-second.md).
  // The page is prerendered, so its buttons show before the app's code runs. Until the app takes
  // over (src/app/TakeOver.tsx), what a shopper does on the page is kept here, in the manner of
  // Angular's event replay and the jsaction contract it comes from: the press is marked at once
  // (data-early="pending", drawn by src/theme/global.css.ts), kept in order, and replayed by the
  // app once it has hydrated (src/shell/earlyEvents.ts). React replays only what arrives after
  // hydrateRoot has started, into parts still hydrating; a press or text typed before that would be
  // lost. Links, typed text and native selects work as they are; a radio's choice is held back
  // (the browser would tick a box the app does not know of) and shown as pending.
  var early = [];
  var taken = false;
  var gaveUp = false;
  var status;
  function isText(control) {
    return (
      control instanceof HTMLTextAreaElement ||
      (control instanceof HTMLInputElement &&
        !/^(checkbox|radio|button|submit|reset|image|file|range|color)$/.test(control.type))
    );
  }
  function pending(control) {
    control.setAttribute('data-early', 'pending');
    // What a screen reader announces: that the press counts, not that it is done.
    if (!status) {
      status = document.createElement('p');
      status.id = 'early-status';
      status.setAttribute('role', 'status');
      document.body.appendChild(status);
    }
    var name =
      control.getAttribute('aria-label') ||
      (control.labels && control.labels[0] ? control.labels[0] : control).textContent;
    status.textContent =
      '“' +
      name.replace(/\s+/g, ' ').trim() +
      '” will go through as soon as the page has finished loading.';
  }
  function applyTheme(choice) {
    var dark =
      choice === 'dark' ||
      (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.dataset.colorMode = dark ? 'dark' : 'light';
    root.dataset.theme = choice;
  }
  function keep(event) {
    var target = event.target;
    if (!(target instanceof Element)) return;
    var type = event.type;
    var last = early[early.length - 1];
    // The gate's buttons: the same answers as src/shell/useAgeGate.ts. Focus then goes to the
    // page's heading, with a ring only after a key (data-focus-quiet, src/theme/global.css.ts).
    var gate =
      type === 'click' && root.dataset.ageGate === 'open' && target.closest('[data-age-gate]');
    if (gate && !taken) {
      event.stopPropagation();
      if (gate.getAttribute('data-age-gate') === 'decline')
        return location.assign('https://www.google.com');
      try {
        sessionStorage.setItem('age-verified', 'yes');
      } catch {
        /* storage unavailable: the gate asks again on the next page */
      }
      delete root.dataset.ageGate;
      var heading = document.querySelector('#main h1');
      if (!heading) return;
      heading.setAttribute('tabindex', '-1');
      if (event.detail) heading.setAttribute('data-focus-quiet', '');
      return heading.focus({ preventScroll: true });
    }
    var app = document.getElementById('root');
    if (taken || gaveUp || !app || !app.contains(target)) return;
    var control = target.closest('a[href], button, input, select, textarea, summary, label, form');
    if (control instanceof HTMLLabelElement) control = control.control;
    // Links, <summary> and a search sent by GET (the top bar's: a link whose address is typed) work
    // without the app: the browser follows them. Other GET forms (the shop's filters) are kept.
    if (!control || control.matches('a, summary, form[role="search"][method="get"]')) return;
    if (type === 'click') {
      var checkable = /^(checkbox|radio)$/.test(control.type);
      // A submit button's press comes back as the form's submit event, kept below.
      if (control.disabled || !(checkable || control.type === 'button')) return;
      event.stopPropagation();
      if (checkable) {
        // Not ticked until the app knows: the browser undoes it, the chip shows it as pending.
        event.preventDefault();
        if (control.closest('[data-theme-switcher]')) {
          // The theme changes at once; the app reads the choice from storage.
          applyTheme(control.value);
          try {
            localStorage.setItem('theme', control.value);
          } catch {
            /* storage unavailable: the choice lasts for this page */
          }
        }
      }
      pending(control);
      early.push({ type: type, target: control, detail: event.detail });
    } else if (type === 'submit') {
      // Sent by the browser, the form would reload the page and drop what was typed.
      event.preventDefault();
      event.stopPropagation();
      var submitter = event.submitter || control.querySelector('[type="submit"]');
      if (submitter) pending(submitter);
      early.push({ type: type, target: control, submitter: event.submitter || null });
    } else if (type === 'change' && control instanceof HTMLSelectElement) {
      event.stopPropagation();
      early.push({ type: type, target: control, value: control.value });
    } else if (isText(control)) {
      event.stopPropagation();
      if (type === 'input') {
        if (last && last.type === type && last.target === control) last.value = control.value;
        else early.push({ type: type, target: control, value: control.value });
      } else if (
        type === 'keydown' ? event.key === 'Enter' && !control.form : type === 'focusout'
      ) {
        // Enter in a field outside a form (the quantity box), or leaving a field typed in: the
        // quantity box takes its number then. A form's own Enter sends it, as a submit.
        early.push(
          type === 'keydown'
            ? { type: type, target: control, key: event.key }
            : { type: type, target: control },
        );
      }
    }
  }
  ['click', 'input', 'change', 'keydown', 'focusout', 'submit'].forEach(function (type) {
    document.addEventListener(type, keep, true);
  });
  // The app takes over: from here on it handles what the shopper does, and replays what came
  // before, in order.
  window.earlyEvents = {
    take: function () {
      taken = true;
      if (status) status.textContent = '';
      var kept = early;
      early = [];
      return kept;
    },
  };

  // The app's code starts after the first paint (docs/performance.md "The first paint's network").
  // The built pages name it in <meta name="app-modules"> (the entry) and <meta name="app-preload">
  // (the screen's chunks): fetched from the head, its 100 KB shared a phone's bandwidth with the
  // CSS, fonts and images of the first paint. The dev server's index.html loads src/main.tsx itself
  // and names neither.
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
    // What was pressed is not done, and the page must not look as if it were on its way.
    var pressed = early.length > 0;
    // Presses are no longer kept: nothing would do them. The age gate still answers.
    gaveUp = true;
    early = [];
    document.querySelectorAll('[data-early]').forEach(function (control) {
      control.removeAttribute('data-early');
    });
    if (status) status.textContent = '';
    note.textContent =
      "The store's code did not load (the connection may have dropped), so adding to the cart " +
      'and checking out do not work yet' +
      (pressed ? ', and what you pressed was not done. ' : '. ');
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
