import { composeStories } from '@storybook/react-vite';
import { expect, test } from 'vitest';
import { commands } from 'vitest/browser';
import { expectedBaselines, type ShotStory } from './storyShots';

// Every story file, found from disk, as the storybook project runs them.
const modules = import.meta.glob<Parameters<typeof composeStories>[0]>(
  '../../stories/**/*.stories.tsx',
  { eager: true },
);
// Only the names matter; nothing is loaded.
const baselines = Object.keys(import.meta.glob('./__screenshots__/*.png', { query: '?url' })).map(
  (path) => path.replace('./__screenshots__/', ''),
);

const stories: ShotStory[] = Object.values(modules).flatMap((module) =>
  Object.values(composeStories(module) as Record<string, ShotStory>),
);

test('every baseline belongs to a story shot', async () => {
  const expected = new Set(expectedBaselines(stories));
  expect(expected.size).toBeGreaterThan(200);
  const orphans = baselines.filter((file) => !expected.has(file));
  // The pull request's review counts them as removed and its approval deletes them
  // (scripts/visual-review.mjs, scripts/visual-approve.mjs).
  await commands.writeFile('test-results/orphan-baselines.json', JSON.stringify(orphans));
  expect(
    orphans,
    'Baselines no story takes any more: delete them from tests/visual/__screenshots__',
  ).toEqual([]);
});
