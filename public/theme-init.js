// Runs before first paint so the page never flashes the wrong theme (see src/theme/colorMode.ts),
// and marks a visitor who has not passed the age gate this session, so the prerendered page shows
// the gate from its first paint and a returning visitor never sees it (src/app/useAgeGate.ts).
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
  var confirmed = false;
  try {
    confirmed = sessionStorage.getItem('age-verified') === 'yes';
  } catch {
    /* storage unavailable: the gate asks on every page */
  }
  if (!confirmed) document.documentElement.dataset.ageGate = 'open';
})();
