import type { Decorator } from '@storybook/react-vite';

/** One card at a realistic width (360 px); grid stories set `parameters.cardWidth = 'none'`. */
export const withCardWidth: Decorator = (Story, { parameters }) => (
  <div style={{ maxWidth: typeof parameters.cardWidth === 'string' ? parameters.cardWidth : 360 }}>
    <Story />
  </div>
);
