// Makes sure Firefox ESR, WebKitGTK's WebDriver and a virtual display are there for the
// cross-browser journeys; installs Debian's packages on Debian as root (like
// scripts/ensure-chromium.mjs), and otherwise says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const firefox = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const webkitDriver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** What is missing, as Debian package names. */
function missing() {
  const packages = [];
  if (!existsSync(firefox)) packages.push('firefox-esr');
  if (!existsSync(webkitDriver)) packages.push('webkit2gtk-driver');
  // The bare browser window WebKitWebDriver starts (webkit-browser.py) needs GTK and WebKit's
  // Python bindings.
  const bindings = spawnSync('/usr/bin/python3', [
    '-c',
    'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1"); from gi.repository import Gtk, WebKit2',
  ]);
  if (bindings.status !== 0) packages.push('python3-gi', 'gir1.2-webkit2-4.1');
  if (spawnSync('sh', ['-c', 'command -v xvfb-run']).status !== 0) packages.push('xvfb');
  if (spawnSync('sh', ['-c', 'command -v xauth']).status !== 0) packages.push('xauth');
  return packages;
}

function isDebianRoot() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /^ID(_LIKE)?=.*debian/m.test(osRelease) && process.getuid?.() === 0;
}

let needed = missing();
if (needed.length > 0 && isDebianRoot()) {
  console.log(`Installing ${needed.join(', ')} with apt-get...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...needed], {
    stdio: 'inherit',
    env,
  });
  needed = missing();
}
if (needed.length > 0) {
  console.error(
    [
      `The cross-browser journeys need: ${needed.join(' ')}`,
      `  - on Debian or Ubuntu: sudo apt-get install ${needed.join(' ')}`,
      '  - or point FIREFOX_PATH / WEBKIT_DRIVER_PATH at other builds.',
      "Elsewhere (macOS, Windows, GitHub Actions) run Playwright's own engines instead:",
      '  npx playwright install firefox webkit && E2E_ENGINES=firefox,webkit npm run test:e2e',
    ].join('\n'),
  );
  process.exit(1);
}
const firefoxVersion = execFileSync(firefox, ['--version'], { encoding: 'utf8' }).trim();
const webkitVersion = execFileSync(
  '/usr/bin/python3',
  [
    '-c',
    'import gi; gi.require_version("WebKit2", "4.1"); from gi.repository import WebKit2 as W; print(f"{W.get_major_version()}.{W.get_minor_version()}.{W.get_micro_version()}")',
  ],
  { encoding: 'utf8' },
).trim();
console.log(`Firefox: ${firefox} (${firefoxVersion})`);
console.log(`WebKitGTK: ${webkitDriver} (WebKitGTK ${webkitVersion})`);
