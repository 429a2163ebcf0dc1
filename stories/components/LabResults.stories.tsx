import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { productBatch, strainBatch } from '../../src/catalogue/labResults';
import { LabResults } from '../../src/components/LabResults';

const flower = productBatch(9, 'Flower');
const extract = productBatch(18, 'Extracts & Concentrates');
const device = productBatch(33, 'Disposables & Devices');
if (!flower || !extract || !device) throw new Error('Catalogue batches missing');

const meta = {
  title: 'Components/Blocks/LabResults',
  component: LabResults,
  tags: ['!autodocs', 'stable'],
  args: {
    batch: flower,
    certificateLink: <a href="/lab-results/9">View printable certificate</a>,
  },
} satisfies Meta<typeof LabResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Flower: the panel as a table, total THC computed from Δ9-THC and THCA, three screens passed. */
export const Flower: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Lab Results' })).toBeVisible();
    await expect(canvas.getByText('SR-240304-9')).toBeVisible();
    const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
    await expect(panel.getByRole('row', { name: /^Δ9-THC 0\.21%$/ })).toBeVisible();
    await expect(panel.getByRole('row', { name: /^THCA 27\.7%$/ })).toBeVisible();
    await expect(panel.getByRole('row', { name: /Total THC .* 24\.5%$/ })).toBeVisible();
    const screens = within(canvas.getByRole('table', { name: 'Contaminant screens' }));
    await expect(screens.getAllByText('Pass')).toHaveLength(3);
    await expect(screens.queryByText('Residual solvents')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View printable certificate' })).toBeVisible();
  },
};

/** Extracts add the residual solvents screen. */
export const Extract: Story = {
  args: { batch: extract },
  play: async ({ canvas }) => {
    const screens = within(canvas.getByRole('table', { name: 'Contaminant screens' }));
    await expect(screens.getByRole('row', { name: 'Residual solvents Pass' })).toBeVisible();
  },
};

/** Hardware holds no hemp: every cannabinoid reads ND (not detected), and a heavy-metals leach test. */
export const Hardware: Story = {
  args: { batch: device },
  play: async ({ canvas }) => {
    const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
    await expect(panel.getAllByText('ND')).toHaveLength(6);
    const screens = within(canvas.getByRole('table', { name: 'Contaminant screens' }));
    await expect(screens.getAllByRole('row')).toHaveLength(2);
  },
};

export const Phone: Story = {
  args: { batch: strainBatch('gary-payton') },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Cannabinoid panel' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('row', { name: /Total THC .* 26\.2%$/ })).toBeVisible();
  },
};
