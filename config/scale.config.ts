/**
 * The app's build with a generated catalogue of CATALOGUE_SIZE products (config/scaleCatalogue.ts),
 * for `npm run bench -- --catalogue 480` (docs/performance.md "Catalogue scale"). The prerender's
 * server build reads this same file, so the HTML and the JS see one catalogue.
 */
import { defineConfig, mergeConfig } from 'vite';
import app from '../vite.config.ts';
import { scaleCatalogue } from './scaleCatalogue.ts';

export default defineConfig((env) =>
  mergeConfig(app(env), { plugins: [scaleCatalogue(Number(process.env.CATALOGUE_SIZE ?? 48))] }),
);
