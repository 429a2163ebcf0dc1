import { setProjectAnnotations } from '@storybook/react-vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import * as previewAnnotations from '../../.storybook/preview';
import {
  applyLayout,
  fitToContent,
  freezeDate,
  freezeMotion,
  repaintAll,
  settle,
  shotsOf,
  unfit,
  type Shot,
  type StoryModule,
} from './storyShots';

// Every story file, found from disk: a new story gets its baselines with no change here.
const modules = import.meta.glob<StoryModule>('../../stories/**/*.stories.tsx', { eager: true });
// Only the names matter (to find baselines no story makes any more); nothing is loaded.
const baselines = Object.keys(import.meta.glob('./__screenshots__/*.png', { query: '?url' }));

const project = setProjectAnnotations([previewAnnotations]);
const shots = shotsOf(modules);

let unfreezeMotion: () => void = () => undefined;
let unfreezeDate: () => void = () => undefined;
beforeAll(async () => {
  await project.beforeAll?.();
  unfreezeMotion = freezeMotion();
  unfreezeDate = freezeDate();
});
afterAll(() => {
  unfreezeDate();
  unfreezeMotion();
});

const byTitle = new Map<string, Shot[]>();
for (const shot of shots) byTitle.set(shot.title, [...(byTitle.get(shot.title) ?? []), shot]);

for (const [title, titleShots] of byTitle) {
  describe(title, () => {
    for (const shot of titleShots) {
      const label = `${shot.name.replace(/^.*--/, '')} (${shot.group})`;
      if (shot.optedOut) {
        test.skip(`${label}: tagged no-visual or no-test`, () => undefined);
        continue;
      }
      if (shot.sameAs) {
        // Renders exactly what an earlier shot renders (same route, storage and mode, before play).
        test.skip(`${label}: same picture as ${shot.sameAs}`, () => undefined);
        continue;
      }
      test(label, async () => {
        await shoot(shot);
      });
    }
  });
}

async function shoot(shot: Shot): Promise<void> {
  applyLayout(shot.layout);
  await shot.render();
  await settle(shot.group, shot.played);
  await fitToContent(shot.width);
  await repaintAll();
  try {
    // The whole document: portals (menus, dialogs, toasts) live outside the story's own root.
    await expect.element(page.elementLocator(document.body)).toMatchScreenshot(shot.matcherName);
  } catch (error) {
    // The matcher writes no actual image when only the size changed: the review report
    // (scripts/visual-report.mjs) needs one for every failed shot.
    await page.screenshot({
      element: document.body,
      path: `../../.vitest-attachments/visual/${shot.name}-actual.png`,
    });
    throw error;
  } finally {
    unfit();
  }
}

test('every baseline belongs to a story', () => {
  const expected = new Set(
    shots.filter((shot) => !shot.sameAs && !shot.optedOut).map((shot) => `${shot.name}.png`),
  );
  const orphans = baselines
    .map((path) => path.replace('./__screenshots__/', ''))
    .filter((file) => !expected.has(file));
  expect(
    orphans,
    'Baselines no story makes any more: delete them from tests/visual/__screenshots__',
  ).toEqual([]);
});
