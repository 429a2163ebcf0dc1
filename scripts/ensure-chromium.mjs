// Makes sure a Chromium is there for the browser tests; installs Debian's on Debian as root.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';
import { ensurePinnedChromium, pinnedChromiumDir, pinnedPackage } from './pinned-chromium.mjs';

function isDebianRoot() {
  const osRelease = existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '';
  return /^ID(_LIKE)?=.*debian/m.test(osRelease) && process.getuid?.() === 0;
}

let found = findChromium();
if (!found && process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there.`,
  );
  process.exit(1);
}
if (!found && isDebianRoot()) {
  console.log('No Chromium found: installing Debian\'s "chromium" package with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-liberation'], {
    stdio: 'inherit',
    env,
  });
  found = findChromium();
}
if (!found) {
  console.error(
    [
      'No Chromium found for the browser tests. Either:',
      '  - on Debian or Ubuntu: sudo apt-get install chromium',
      '  - anywhere with internet: npx playwright install chromium',
      '  - or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
const version = execFileSync(found, ['--version'], { encoding: 'utf8' }).trim();
console.log(`Chromium: ${found} (${version})`);

// The visual tests' own Chromium: one checked tarball (scripts/pinned-chromium.mjs).
const pinned = await ensurePinnedChromium();
if (pinned) console.log(`Visual tests: ${pinned} (${pinnedPackage}, ${pinnedChromiumDir})`);
