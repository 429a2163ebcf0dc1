/**
 * Stands in for `use-sync-external-store/shim` in the production build (vite.config.ts aliases
 * it). Ariakit's store imports the shim so it can run on React 17; on React 18 and later the shim
 * only hands back React's own hook, so the shim's fallback code is dead weight on every route.
 */
export { useSyncExternalStore } from 'react';
