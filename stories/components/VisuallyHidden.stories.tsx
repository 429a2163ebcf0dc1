import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';

const meta = {
  title: 'Components/Controls/VisuallyHidden',
  component: VisuallyHidden,
  tags: ['!autodocs', 'stable'],
  args: { children: 'about Understanding Hemp Lab Reports' },
  render: (args) => (
    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a link target is not needed to show the name
    <a href="#">
      Read More <VisuallyHidden {...args} />
    </a>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InsideALink: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', {
      name: 'Read More about Understanding Hemp Lab Reports',
    });
    const hidden = link.querySelector('span');
    await expect(hidden?.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
