// Runs before first paint so the page never flashes the wrong theme (see src/theme/colorMode.ts).
(function () {
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
  document.documentElement.dataset.colorMode = dark ? 'dark' : 'light';
  document.documentElement.dataset.theme = choice;
})();
