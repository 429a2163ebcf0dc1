import { afterAll, afterEach, beforeAll } from 'vitest';
import { page } from 'vitest/browser';
import { freezeDate, freezeMotion, shootStory, type ShotStory } from '../tests/visual/storyShots';

// Lets .storybook/preview.tsx resize the real page to a story's viewport before it renders.
globalThis.__storyViewport = async (width, height) => {
  await page.viewport(width, height);
};

// Nothing moves and the date stands still, so the pictures taken below are the same every run.
let unfreezeMotion: () => void = () => undefined;
let unfreezeDate: () => void = () => undefined;
beforeAll(() => {
  unfreezeMotion = freezeMotion();
  unfreezeDate = freezeDate();
});
afterAll(() => {
  unfreezeDate();
  unfreezeMotion();
});

/**
 * One render per story: once its play function and axe check have passed, the story as it now
 * stands is shot and compared with its baselines (tests/visual/storyShots.ts, docs/testing.md
 * "Visual regression"). A story that already failed is not shot: its error is the one to read.
 */
afterEach(async (context) => {
  const story = (context as { story?: ShotStory }).story;
  if (!story || (context.task.result?.errors?.length ?? 0) > 0) return;
  await shootStory(story);
});
