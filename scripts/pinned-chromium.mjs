// The Chromium that shoots the visual baselines (docs/testing.md "Pinned pixels"): the
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

/** The pinned Chromium's launch options, or undefined where it is not unpacked. */
function pinnedOptions() {
  const major = pinnedMajor();
  if (pinnedChromiumSupported && major && unpackedVersion()?.startsWith(`Chromium ${major}.`))
    return {
      executablePath,
      args: [...chromiumArgs, '--no-zygote'],
      env: { ...process.env, FONTCONFIG_PATH: fontconfigPath },
    };
  return undefined;
}

/**
 * Launch options for the e2e tests and the static Storybook check: CHROMIUM_PATH when it is set,
 * else the pinned Chromium where it is unpacked (the same build on every machine, and a headless
 * shell: the e2e took 146 s with it against 227 s with Debian's full Chromium on 2 cores), else
 * the machine's Chromium.
 */
export function testLaunchOptions() {
  const system = { executablePath: findChromium(), args: chromiumArgs };
  if (process.env.CHROMIUM_PATH) return system;
  return pinnedOptions() ?? system;
}

/** Launch options for the visual tests: the pinned Chromium when it is unpacked, else the usual one. */
export function visualLaunchOptions() {
  const pinned = pinnedOptions();
  if (pinned) return pinned;
  console.warn(
    'Visual tests: not the pinned Chromium (Linux x64 only, unpacked by `npm run browser`); ' +
      'the pixels may differ from the baselines.',
  );
  return { executablePath: findChromium(), args: chromiumArgs };
}
