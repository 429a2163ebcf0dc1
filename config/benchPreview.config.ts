/**
 * The server `npm run bench` measures (README, "Performance"): the app's own preview of the
 * build, over HTTPS and so HTTP/2, as the static hosts in deploy/ serve it. Over plain HTTP/1.1
 * each parallel request would open a connection of its own, and Lighthouse's simulated slow phone
 * pays a round trip for each: figures no shopper gets. The certificate is a throwaway one
 * that @vitejs/plugin-basic-ssl makes for this machine; the bench's Chromium ignores that it is
 * self-signed.
 */
import basicSsl from '@vitejs/plugin-basic-ssl';
import { defineConfig, mergeConfig } from 'vite';
import app from '../vite.config.ts';

export default defineConfig((env) => mergeConfig(app(env), { plugins: [basicSsl()] }));
