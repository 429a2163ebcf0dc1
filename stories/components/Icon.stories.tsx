import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames } from '../../src/components/Icon';

const meta = {
  title: 'Components/Controls/Icon',
  component: Icon,
  tags: ['!autodocs', 'stable'],
  args: { name: 'cart', size: 24 },
  parameters: {
    docs: {
      description: {
        component:
          '24×24 stroke icons, always decorative (hidden from assistive technology): the control that holds one carries the name. `size` in pixels; the colour follows the text.',
      },
    },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    // Icons are decorative: the control around them carries the name.
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '24');
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(6, 1fr)', gap: 16 }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size={24} />
          <span style={{ fontSize: 12 }}>{name}</span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(iconNames.length);
  },
};
