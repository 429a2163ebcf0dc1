// The Chromium that shoots the visual baselines (docs/testing.md "Pinned pixels"): the Linux x64
// build published inside the npm package @sparticuz/chromium 153.0.0 (Chromium 153.0.8010.0).
// The package is not a dependency: it asks for Node 22.17+ in `engines`, so installing it printed
// an EBADENGINE warning on the Node 20 this project declares (docs/decisions/0004). Instead this
// script fetches that exact tarball with `npm pack` (npm's own registry settings and cache),
// checks it against the sha512 below, and unpacks what the package's `executablePath()` unpacks
// on Linux x64: the browser, its swiftshader libraries beside it, and its fonts (one fallback
// font, Open Sans) with a fontconfig of our own, so the machine's fonts stay out too.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';
import { chromiumArgs, findChromium } from './chromium.mjs';

/** The package and version whose browser shot the committed baselines. */
export const pinnedPackage = '@sparticuz/chromium@153.0.0';
/** `npm view @sparticuz/chromium@153.0.0 dist.integrity`: the tarball must hash to this. */
export const pinnedIntegrity =
  'sha512-jiGWqSvPMdu4+P9TilYqAR7yEGPEHINx+lCvE/NqNO/EHYzF/x1hUiI5T6ioVIt7dEy7n88byyT0vk+dnsgQwA==';
/** What `chromium --version` prints for that build; anything else is not the pinned browser. */
export const pinnedVersion = 'Chromium 153.0.8010.0';

/**
 * The tarball and the unpacked browser live in the checkout (npm ci empties node_modules, npm's
 * cache keeps the tarball, so a fresh install unpacks again without the network). Not the temp
 * folder: checkouts of other versions would share one path there.
 */
const cacheDir = fileURLToPath(new URL('../node_modules/.cache/pinned-chromium/', import.meta.url));
const browserDir = join(cacheDir, '153.0.0');
/** Where the pinned Chromium is unpacked. */
export const pinnedChromiumDir = browserDir;
const executablePath = join(browserDir, 'chromium');
const fontconfigPath = join(browserDir, 'fonts');

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

/** sha512 of a file in npm's integrity form. */
async function integrityOf(file) {
  const hash = createHash('sha512');
  await pipeline(createReadStream(file), hash);
  return `sha512-${hash.digest('base64')}`;
}

/** The package's tarball, fetched once by npm and checked against `pinnedIntegrity`. */
async function pinnedTarball() {
  mkdirSync(cacheDir, { recursive: true });
  const tarball = join(cacheDir, 'sparticuz-chromium-153.0.0.tgz');
  if (!existsSync(tarball)) {
    execFileSync(
      'npm',
      ['pack', pinnedPackage, '--pack-destination', cacheDir, '--silent', '--no-fund'],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  const integrity = await integrityOf(tarball);
  if (integrity !== pinnedIntegrity) {
    rmSync(tarball, { force: true });
    throw new Error(
      `${pinnedPackage}: the tarball npm fetched hashes to ${integrity}, not ${pinnedIntegrity}. ` +
        'It is not the browser that shot the baselines; nothing was unpacked.',
    );
  }
  return tarball;
}

/** Runs a command with a stream as its stdin; rejects on a non-zero exit. */
function runWithInput(command, args, input) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
    pipeline(input, child.stdin).catch(reject);
  });
}

/** A brotli-compressed tar (the package's .tar.br files) unpacked into `dir` by the system tar. */
async function untarBrotli(file, dir) {
  mkdirSync(dir, { recursive: true });
  const input = createReadStream(file).pipe(createBrotliDecompress());
  await runWithInput('tar', ['-x', '--no-same-owner', '-C', dir], input);
}

/**
 * Unpacks the package's Linux x64 files as its `executablePath()` does into the OS temp folder
 * (build/index.js and build/lambdafs.js of 153.0.0): bin/chromium.br to `chromium` (mode 0700),
 * bin/swiftshader.tar.br beside it, bin/fonts.tar.br to `fonts/`. Its al2023.tar.br holds
 * libraries for Amazon Linux 2023 (AWS Lambda, Vercel) only and is left out, as the package
 * leaves it out elsewhere. Its fonts.conf names /tmp/fonts; ours names where the fonts are.
 */
async function unpack(into) {
  const tarball = await pinnedTarball();
  const packageDir = join(into, 'package');
  mkdirSync(packageDir, { recursive: true });
  execFileSync('tar', [
    '-xzf',
    tarball,
    '--no-same-owner',
    '-C',
    into,
    'package/bin/chromium.br',
    'package/bin/swiftshader.tar.br',
    'package/bin/fonts.tar.br',
  ]);
  const bin = join(packageDir, 'bin');
  await pipeline(
    createReadStream(join(bin, 'chromium.br')),
    createBrotliDecompress({ chunkSize: 2 ** 21 }),
    createWriteStream(join(into, 'chromium'), { mode: 0o700 }),
  );
  await untarBrotli(join(bin, 'swiftshader.tar.br'), into);
  await untarBrotli(join(bin, 'fonts.tar.br'), join(into, 'fonts'));
  const fontsConf = join(into, 'fonts', 'fonts.conf');
  if (!existsSync(fontsConf) || !existsSync(join(into, 'fonts', 'fonts')))
    throw new Error(`${pinnedPackage}: its fonts.tar.br no longer holds fonts.conf and fonts/.`);
  writeFileSync(
    fontsConf,
    [
      '<?xml version="1.0" ?>',
      '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
      '<fontconfig>',
      `  <dir>${join(browserDir, 'fonts', 'fonts')}</dir>`,
      `  <cachedir>${join(browserDir, 'fonts-cache')}/</cachedir>`,
      '  <config></config>',
      '</fontconfig>',
      '',
    ].join('\n'),
  );
  rmSync(packageDir, { recursive: true, force: true });
}

/**
 * Unpacks the pinned Chromium into node_modules/.cache/pinned-chromium (about 10 s, once per
 * install) unless it is there already. Returns its version line, or undefined where the build
 * does not run (not Linux x64).
 */
export async function ensurePinnedChromium() {
  if (!pinnedChromiumSupported) return undefined;
  if (unpackedVersion() === pinnedVersion) return pinnedVersion;
  // Unpacked beside the final place and renamed, so a run that stops halfway leaves nothing
  // another run would take for the browser.
  const partial = `${browserDir}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  try {
    await unpack(partial);
    rmSync(browserDir, { recursive: true, force: true });
    renameSync(partial, browserDir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  const found = unpackedVersion();
  if (found !== pinnedVersion)
    throw new Error(
      `${pinnedPackage} unpacked, but its browser says "${found}", not ${pinnedVersion}.`,
    );
  return found;
}

/** The pinned Chromium's launch options, or undefined where it is not unpacked. */
function pinnedOptions() {
  if (pinnedChromiumSupported && unpackedVersion() === pinnedVersion)
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
