// The 404 screen (NotFoundScreen) is covered by Article's Unknown story and the NotFound component stories.
// Renders ArticleScreen (src/screens/ArticleScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import {
  type ScreenParameters,
  screenAt,
  darkScreen,
  expectDarkApplied,
} from '../support/screenStory';

const meta = {
  title: 'Screens/Article',
  ...screenAt({ path: '/blog/1' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait as slow } from '../support/timing';

/** Replaces console.error for one story, so the 404's log can be asserted without noise. */
function captureConsoleError() {
  const spy = spyOn(console, 'error').mockImplementation(() => undefined);
  return () => spy.mockRestore();
}

export const Default: Story = {
  play: async ({ canvas, step }) => {
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: 'Reading a Certificate of Analysis' },
      slow,
    );
    const articleElement = title.closest('article');
    await expect(articleElement).toBeInstanceOf(HTMLElement);
    const article = within(articleElement as HTMLElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);

    await step('shows category, author, date and read time', async () => {
      await expect(article.getByText('Education')).toBeVisible();
      await expect(article.getByText('By Maya Ortiz')).toBeVisible();
      const date = article.getByText('February 12, 2024');
      await expect(date.tagName).toBe('TIME');
      await expect(date).toHaveAttribute('dateTime', '2024-02-12');
      await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
      const image = article.getByRole('presentation');
      await expect(image).toHaveAttribute('width');
      await expect(image).toHaveAttribute('height');
      await expect(document.title).toBe('Reading a Certificate of Analysis · Silk Road');
    });

    await step('renders the body as headings, paragraphs and lists', async () => {
      await expect(
        article.getByRole('heading', { level: 2, name: 'The cannabinoid panel' }),
      ).toBeVisible();
      await expect(article.getAllByRole('listitem')).toHaveLength(4);
      await expect(article.getByText(/^Heavy metals: lead, arsenic/)).toBeVisible();
      // Structured text, never HTML: no markup leaks into the page as text.
      await expect(articleElement?.textContent).not.toMatch(/<\/?(p|h2|ul|li)>/);
    });

    await step('offers the other three posts below', async () => {
      const more = canvas.getByRole('heading', { level: 2, name: 'More to read' });
      const section = more.closest('section');
      await expect(section).not.toBeNull();
      const links = canvas.getAllByRole('link', { name: /^Read More about / });
      await expect(links).toHaveLength(3);
      await expect(
        canvas.queryByRole('link', { name: 'Read More about Reading a Certificate of Analysis' }),
      ).toBeNull();
    });
  },
};

export const ReadAnotherThenBack: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole(
      'heading',
      { level: 1, name: 'Reading a Certificate of Analysis' },
      slow,
    );
    await userEvent.click(
      canvas.getByRole('link', {
        name: 'Read More about Hemp and the Law: The 2018 Farm Bill in Plain English',
      }),
    );
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Hemp and the Law: The 2018 Farm Bill in Plain English' },
        slow,
      ),
    ).toBeVisible();
    await expect(canvas.getByText('By Priya Natarajan')).toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: 'Back to Learn' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Learn & Explore' }, slow),
    ).toBeVisible();
  },
};

export const Unknown: Story = {
  parameters: { screen: { path: '/blog/99' } satisfies ScreenParameters },
  beforeEach: captureConsoleError,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('article')).toBeNull();
    await waitFor(() => expect(console.error).toHaveBeenCalledWith('404: no page at /blog/99'));
  },
};

/** Ids follow the product rule: plain positive whole numbers only, so '01' is not post 1. */
export const LeadingZero: Story = {
  parameters: { screen: { path: '/blog/01' } satisfies ScreenParameters },
  beforeEach: captureConsoleError,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Oops! Page not found' }, slow),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: 'Reading a Certificate of Analysis' }),
    ).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    const title = await canvas.findByRole(
      'heading',
      { level: 1, name: 'Reading a Certificate of Analysis' },
      slow,
    );
    await expect(title).toBeVisible();
    // Nothing is wider than the phone: no sideways scrolling.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    const image = title.closest('article')?.querySelector('img');
    await expect(image?.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Reading a Certificate of Analysis' },
        slow,
      ),
    ).toBeVisible();
    await expectDarkApplied();
    await expect(canvas.getByRole('link', { name: 'Back to Learn' })).toBeVisible();
  },
};
