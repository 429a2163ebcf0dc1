// The Chromium that shoots the visual baselines (README "Visual regression", pinned pixels): the
// build shipped inside the npm package @sparticuz/chromium, its version locked by
// package-lock.json, so one commit gives the same pixels on any Linux x64 machine and in CI,
// whatever Chromium the OS has. Its own fontconfig (one fallback font, Open Sans) keeps the
// machine's fonts out too; the app's fonts ship with the project.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, findChromium } from './chromium.mjs';

/** Where the package unpacks its browser (it always uses the OS temp folder). */
const executablePath = join(tmpdir(), 'chromium');
const fontconfigPath = join(tmpdir(), 'fonts');

/** The package's major version is Chromium's ('153.0.0' ships Chromium 153.0.x). */
function pinnedMajor() {
  const url = new URL('../node_modules/@sparticuz/chromium/package.json', import.meta.url);
  if (!existsSync(url)) return undefined;
  return JSON.parse(readFileSync(url, 'utf8')).version.split('.')[0];
}

/** The package holds a Linux x64 build only. */
export const pinnedChromiumSupported = process.platform === 'linux' && process.arch === 'x64';

function unpackedVersion() {
  if (!existsSync(executablePath)) return undefined;
  try {
    return execFileSync(executablePath, ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    return undefined;
  }
}

/**
 * Unpacks the pinned Chromium into the temp folder (about 5 s, once per boot) unless the same
 * version is there already. Returns its version line, or undefined where there is none to unpack.
 */
export async function ensurePinnedChromium() {
  const major = pinnedMajor();
  if (!pinnedChromiumSupported || major === undefined) return undefined;
  const found = unpackedVersion();
  if (found?.startsWith(`Chromium ${major}.`)) return found;
  // Another version (another checkout's) would otherwise be reused as is.
  rmSync(executablePath, { force: true });
  const { default: chromium } = await import('@sparticuz/chromium');
  await chromium.executablePath();
  return unpackedVersion();
}

/** Launch options for the visual tests: the pinned Chromium when it is unpacked, else the usual one. */
export function visualLaunchOptions() {
  const major = pinnedMajor();
  if (pinnedChromiumSupported && major && unpackedVersion()?.startsWith(`Chromium ${major}.`))
    return {
      executablePath,
      args: [...chromiumArgs, '--no-zygote'],
      env: { ...process.env, FONTCONFIG_PATH: fontconfigPath },
    };
  console.warn(
    'Visual tests: not the pinned Chromium (Linux x64 only, unpacked by `npm run browser`); ' +
      'the pixels may differ from the baselines.',
  );
  return { executablePath: findChromium(), args: chromiumArgs };
}
