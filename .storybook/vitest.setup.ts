import { page } from 'vitest/browser';

// Lets .storybook/preview.tsx resize the real page to a story's viewport before it renders.
globalThis.__storyViewport = async (width, height) => {
  await page.viewport(width, height);
};
