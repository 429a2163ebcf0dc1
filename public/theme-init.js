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

  // ── The first second (README "The first second") ──────────────────────────────────────────
  // The page is prerendered, so its buttons show before the app's code runs. Until the app takes
  // over (src/shell/earlyEvents.ts), what a shopper does on the page is kept here, in the manner
  // of Angular's event replay and the jsaction contract it comes from: the press is marked at once
  // (data-early="pending", drawn by src/theme/global.css.ts) and kept in order, and the app
  // replays it once it has hydrated. React itself replays only what arrives after hydrateRoot has
  // started, and then only clicks and the like into parts still hydrating: a press before that, or
  // text typed before it, would otherwise be lost. Links, the text a shopper types and native
  // selects work as they are; a radio's choice is held back (the browser would tick a box the
  // app does not know of) and shown as pending.
  var early = [];
  var taken = false;
  var gaveUp = false;
  var status;
  var appRoot = function () {
    return document.getElementById('root');
  };
  var inApp = function (node) {
    var app = appRoot();
    return !taken && !gaveUp && !!app && node instanceof Element && app.contains(node);
  };
  // Text a shopper sees and a screen reader announces: that the press counts, not that it is done.
  function say(text) {
    if (!status) {
      status = document.createElement('p');
      status.id = 'early-status';
      status.setAttribute('role', 'status');
      document.body.appendChild(status);
    }
    status.textContent = text;
  }
  function nameOf(control) {
    var label = control.getAttribute('aria-label');
    if (!label && control.labels && control.labels[0]) label = control.labels[0].textContent;
    if (!label) label = control.textContent;
    return (label || '').replace(/\s+/g, ' ').trim();
  }
  function pending(control) {
    control.setAttribute('data-early', 'pending');
    say('“' + nameOf(control) + '” will go through as soon as the page has finished loading.');
  }
  function keep(entry) {
    early.push(entry);
  }
  function isText(control) {
    return (
      control instanceof HTMLTextAreaElement ||
      (control instanceof HTMLInputElement &&
        !/^(checkbox|radio|button|submit|reset|image|file|range|color)$/.test(control.type))
    );
  }
  function isCheckable(control) {
    return control instanceof HTMLInputElement && /^(checkbox|radio)$/.test(control.type);
  }
  function applyTheme(choice) {
    var dark =
      choice === 'dark' ||
      (choice === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.dataset.colorMode = dark ? 'dark' : 'light';
    root.dataset.theme = choice;
  }
  /** Where focus goes once the gate closes: the page's heading, ringed only after a key. */
  function focusHeading(byKey) {
    var heading = document.querySelector('#main h1');
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    if (!byKey) heading.setAttribute('data-focus-quiet', '');
    heading.focus({ preventScroll: true });
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      if (!(target instanceof Element)) return;
      // The gate's buttons: the same answers as src/shell/useAgeGate.ts.
      var gate = root.dataset.ageGate === 'open' && target.closest('[data-age-gate]');
      if (gate) {
        if (taken) return;
        event.stopPropagation();
        if (gate.getAttribute('data-age-gate') === 'decline') {
          location.assign('https://www.google.com');
          return;
        }
        try {
          sessionStorage.setItem('age-verified', 'yes');
        } catch {
          /* storage unavailable: the gate asks again on the next page */
        }
        delete root.dataset.ageGate;
        focusHeading(event.detail === 0);
        return;
      }
      if (!inApp(target)) return;
      var control = target.closest('a[href], button, input, select, textarea, summary, label');
      if (control instanceof HTMLLabelElement) control = control.control;
      // Links and the rest work without the app: the browser follows them.
      if (!control || control.closest('a[href], summary') === control) return;
      if (control.disabled) return;
      event.stopPropagation();
      if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form) {
        // The form's submit event comes next and is kept there, with this button.
        return;
      }
      if (isCheckable(control)) {
        // Not ticked until the app knows: the browser undoes it, the chip shows it as pending.
        event.preventDefault();
        if (control.closest('[data-theme-switcher]')) {
          // The theme changes at once; the app takes the choice over from storage.
          applyTheme(control.value);
          try {
            localStorage.setItem('theme', control.value);
          } catch {
            /* storage unavailable: the choice lasts for this page */
          }
        }
      } else if (!(control instanceof HTMLButtonElement)) {
        return;
      }
      pending(control);
      keep({ type: 'click', target: control, detail: event.detail });
    },
    true,
  );
  document.addEventListener(
    'input',
    function (event) {
      var control = event.target;
      if (!inApp(control) || !isText(control)) return;
      event.stopPropagation();
      var last = early[early.length - 1];
      if (last && last.type === 'input' && last.target === control) last.value = control.value;
      else keep({ type: 'input', target: control, value: control.value });
    },
    true,
  );
  document.addEventListener(
    'change',
    function (event) {
      var control = event.target;
      if (!inApp(control)) return;
      event.stopPropagation();
      if (control instanceof HTMLSelectElement)
        keep({ type: 'change', target: control, value: control.value });
    },
    true,
  );
  // Enter in a field outside a form (the quantity box): a form's own Enter sends it, below.
  document.addEventListener(
    'keydown',
    function (event) {
      var control = event.target;
      if (!inApp(control) || event.key !== 'Enter' || !isText(control) || control.form) return;
      event.stopPropagation();
      keep({ type: 'keydown', target: control, key: event.key });
    },
    true,
  );
  // Leaving a field whose text was typed here: the quantity box takes its number then.
  document.addEventListener(
    'focusout',
    function (event) {
      var control = event.target;
      if (!inApp(control) || !isText(control)) return;
      event.stopPropagation();
      var typed = early.some(function (entry) {
        return entry.type === 'input' && entry.target === control;
      });
      if (typed) keep({ type: 'focusout', target: control });
    },
    true,
  );
  // A form sent before the app has taken over would reload the page and drop what was typed: the
  // browser does not send it, and the app sends it once it has.
  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!inApp(form)) return;
      event.preventDefault();
      event.stopPropagation();
      var submitter = event.submitter || form.querySelector('[type="submit"]');
      if (submitter) pending(submitter);
      keep({ type: 'submit', target: form, submitter: event.submitter || null });
    },
    true,
  );
  // The app takes over: from here on it handles what the shopper does, and replays what came
  // before, in order (src/shell/earlyEvents.ts).
  window.earlyEvents = {
    take: function () {
      taken = true;
      if (status) status.textContent = '';
      var kept = early;
      early = [];
      return kept;
    },
  };

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
