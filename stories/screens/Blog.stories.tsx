// Renders BlogScreen (src/screens/BlogScreen.tsx) through the real routes, at the URL each story sets.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { phoneOnly } from '../../.storybook/modes';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { handlers } from '../../src/api/handlers';
import { scenarios } from '../../src/api/scenarios';
import {
  type ScreenParameters,
  screenAt,
  darkScreen,
  expectDarkApplied,
} from '../support/screenStory';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Screens/Blog',
  ...screenAt({ path: '/blog' }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

import { wait } from '../support/timing';

const titles = {
  coa: 'Reading a Certificate of Analysis',
  extraction: 'Live Resin, Rosin and Distillate: How They Are Made',
  law: 'Hemp and the Law: The 2018 Farm Bill in Plain English',
  hardware: 'Inside the Ceramic Coil: What Changed in Vape Hardware',
};

/** The screen is a lazy chunk: wait for its heading before anything else. */
async function openBlog(canvas: Canvas) {
  await canvas.findByRole('heading', { level: 1, name: 'Learn & Explore' }, wait);
}

/** Titles of the post cards on screen, top to bottom. */
function cardTitles(canvas: Canvas): string[] {
  return canvas
    .getAllByRole('link', { name: /^Read More about / })
    .map((link: HTMLElement) => (link.textContent ?? '').replace(/^Read More about /, '').trim());
}

const emailBox = (canvas: Canvas) => canvas.getByRole('textbox', { name: 'Email address' });
const subscribeButton = (canvas: Canvas) => canvas.getByRole('button', { name: 'Subscribe' });

export const All: Story = {
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(document.title).toBe('Learn & Explore · Silk Road');
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(canvas.getByText('4 articles')).toBeVisible();
    // Newest first.
    await expect(cardTitles(canvas)).toEqual([
      titles.hardware,
      titles.law,
      titles.extraction,
      titles.coa,
    ]);
    const card = within(canvas.getByRole('article', { name: titles.coa }));
    await expect(card.getByText('Maya Ortiz')).toBeVisible();
    await expect(card.getByText('February 12, 2024')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Stay Updated' })).toBeVisible();
  },
};

export const FilterByTopic: Story = {
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.click(canvas.getByRole('radio', { name: 'Extraction' }));
    await waitFor(() => expect(cardTitles(canvas)).toEqual([titles.extraction]));
    await expect(canvas.getByText('1 article in Extraction')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Extraction' })).toBeChecked();
    await expect(document.title).toBe('Learn & Explore: Extraction · Silk Road');

    await userEvent.click(canvas.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(cardTitles(canvas)).toHaveLength(4));
    await expect(canvas.getByText('4 articles')).toBeVisible();
  },
};

/** The topic lives in the URL, so a shared link opens on it. */
export const Filtered: Story = {
  parameters: { screen: { path: '/blog?category=legal' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await expect(canvas.getByRole('radio', { name: 'Legal' })).toBeChecked();
    await expect(cardTitles(canvas)).toEqual([titles.law]);
    await expect(canvas.getByText('1 article in Legal')).toBeVisible();
  },
};

export const UnknownTopic: Story = {
  parameters: { screen: { path: '/blog?category=recipes' } satisfies ScreenParameters },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await expect(canvas.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(cardTitles(canvas)).toHaveLength(4);
  },
};

export const ReadMore: Story = {
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.click(canvas.getByRole('link', { name: `Read More about ${titles.hardware}` }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: titles.hardware }, wait),
    ).toBeVisible();
  },
};

export const NewsletterInvalidEmail: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.type(emailBox(canvas), 'jane@example');
    await userEvent.click(subscribeButton(canvas));
    await expect(
      await canvas.findByText('Enter a valid email address, like name@example.com'),
    ).toBeVisible();
    await expect(emailBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailBox(canvas)).toHaveValue('jane@example');
    await expect(emailBox(canvas)).toHaveFocus();
    await expect(screen.queryByText('Subscribed')).toBeNull();
  },
};

/** The server refuses an address the browser accepted (422): the same inline error, text kept. */
export const NewsletterRejectedByServer: Story = {
  parameters: { msw: { handlers: scenarios.invalid } },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.type(emailBox(canvas), 'jane@example.com');
    await userEvent.click(subscribeButton(canvas));
    await expect(
      await canvas.findByText('Enter a valid email address, like name@example.com', {}, wait),
    ).toBeVisible();
    await expect(emailBox(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(emailBox(canvas)).toHaveValue('jane@example.com');
  },
};

export const NewsletterSuccess: Story = {
  parameters: { msw: { handlers } },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.type(emailBox(canvas), 'jane@example.com');
    await userEvent.click(subscribeButton(canvas));
    const toasts = within(screen.getByRole('region', { name: 'Notifications' }));
    // The toast slides in: wait until it has finished appearing.
    await waitFor(() => expect(toasts.getByText('Subscribed')).toBeVisible(), wait);
    await expect(toasts.getByText(/demo/i)).toBeVisible();
    await expect(emailBox(canvas)).toHaveValue('');
    await expect(canvas.getByText(/You're on the list/)).toBeVisible();
  },
};

export const NewsletterServerError: Story = {
  parameters: { msw: { handlers: scenarios.serverError } },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await userEvent.type(emailBox(canvas), 'jane@example.com');
    await userEvent.click(subscribeButton(canvas));
    const alert = await canvas.findByRole('alert', {}, wait);
    await expect(alert).toHaveTextContent('You are not subscribed yet');
    await expect(alert).toHaveTextContent("We couldn't sign you up just now.");
    await expect(emailBox(canvas)).toHaveValue('jane@example.com');
    await expect(screen.queryByText('Subscribed')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  parameters: { chromatic: phoneOnly },
  play: async ({ canvas }) => {
    await openBlog(canvas);
    // One column, and nothing wider than the phone.
    const cards = canvas.getAllByRole('article');
    await expect(new Set(cards.map((card) => card.getBoundingClientRect().left)).size).toBe(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Innovation' }));
    await waitFor(() => expect(cardTitles(canvas)).toEqual([titles.hardware]));
  },
};

export const Dark: Story = {
  ...darkScreen,
  play: async ({ canvas }) => {
    await openBlog(canvas);
    await expectDarkApplied();
    await expect(cardTitles(canvas)).toHaveLength(4);
    await expect(subscribeButton(canvas)).toBeVisible();
  },
};
