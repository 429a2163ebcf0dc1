/**
 * The server `npm run bench` measures (docs/performance.md "The bench"): the app's own preview of
 * the build, over HTTPS and so HTTP/2, as the static hosts in deploy/ serve it. Over plain HTTP/1.1
 * each parallel request would open a connection of its own, and Lighthouse's simulated slow phone
 * pays a round trip for each: figures no shopper gets. The certificate is a throwaway one that
 * @vitejs/plugin-basic-ssl makes for this machine; the bench's Chromium ignores that it is
 * self-signed. Like those hosts (deploy/nginx.conf, deploy/netlify/_headers), it marks the hashed
 * files under /assets/ immutable, so a page loaded with the code already cached (the first-second
 * bench's warm pass) asks the server for none of it again.
 */
import basicSsl from '@vitejs/plugin-basic-ssl';
import { defineConfig, mergeConfig, type Plugin } from 'vite';
import app from '../vite.config.ts';

const immutableAssets: Plugin = {
  name: 'immutable-assets',
  configurePreviewServer(server) {
    server.middlewares.use((request, response, next) => {
      if (request.url?.startsWith('/assets/'))
        response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      next();
    });
  },
};

export default defineConfig((env) =>
  mergeConfig(app(env), { plugins: [basicSsl(), immutableAssets] }),
);
