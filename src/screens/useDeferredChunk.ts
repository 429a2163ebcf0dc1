import { useEffect, useState } from 'react';
import type { DeferredChunk } from './deferredSections';

// Beside src/screens/deferredSections.tsx rather than in it: that module is in the first load of
// every screen with a deferred section, and only the saved page needs this.

/**
 * A deferred chunk for a screen that renders from it once the app runs (the saved page's
 * products): loaded while `wanted`, its module once here, or `failed` (say so with a reload: a
 * browser may keep a failed import for the page's life).
 */
export function useDeferredChunk<Module>(
  chunk: DeferredChunk<Module>,
  wanted: boolean,
): { module: Module | undefined; failed: boolean } {
  const [arrived, setArrived] = useState(chunk.loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || arrived) return;
    let current = true;
    chunk.load().then(
      (module) => current && setArrived(() => module),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [chunk, wanted, arrived]);
  return { module: arrived ?? chunk.loaded(), failed: failed && !arrived };
}
