/**
 * How long a play waits for what a person waits for (a screen, the cart drawer, the shop's
 * filters: parts the app loads when they are first needed). On a fresh clone's cold dev server a
 * lazily loaded chunk is compiled on its first request, and with the story tests three at a time on
 * two cores that took up to 8 s in CI; a person on a slow network waits as long. An assertion that
 * cannot come true still fails, only later. The same wait is Testing Library's default for every
 * story (.storybook/preview.tsx).
 */
export const ARRIVAL_TIMEOUT_MS = 15_000;

/** The options of a findBy… or waitFor that waits for something to arrive. */
export const wait = { timeout: ARRIVAL_TIMEOUT_MS };
