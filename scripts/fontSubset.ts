/**
 * `vite build` plugin: the shipped fonts are the committed cuts in src/theme/fonts/ (`npm run
 * fonts`, scripts/fonts.mjs). The build fails when the app's source uses a character they do not
 * cover, which would otherwise show in a fallback face, or when the theme's weights leave the range
 * they were cut to, which would draw in the nearest weight they keep (docs/performance.md "Where
 * the bytes go").
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { fontWeightRange } from '../src/theme/tokens.ts';
import { CHARACTERS_FILE, WEIGHTS, charactersUsed } from './fonts.mjs';

export function checkFontSubset(): Plugin {
  let root = process.cwd();
  return {
    name: 'check-font-subset',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
    },
    buildStart() {
      const covered = new Set(readFileSync(join(root, CHARACTERS_FILE), 'utf8'));
      const missing = [...charactersUsed(root)].filter((character) => !covered.has(character));
      if (missing.length > 0) {
        this.error(
          `src/ uses ${missing.map((c) => `"${c}" (U+${c.codePointAt(0)?.toString(16).toUpperCase()})`).join(', ')}, which the committed fonts do not cover: run \`npm run fonts\` and commit src/theme/fonts/`,
        );
      }
      const { min, max } = fontWeightRange;
      if (min !== WEIGHTS.min || max !== WEIGHTS.max) {
        this.error(
          `the theme's weights run ${min} to ${max}, the committed fonts keep ${WEIGHTS.min} to ${WEIGHTS.max}: set WEIGHTS in scripts/fonts.mjs, run \`npm run fonts\` and commit src/theme/fonts/`,
        );
      }
    },
  };
}
