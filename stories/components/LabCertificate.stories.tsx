import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { strainBatch } from '../../src/catalogue/labResults';
import { LabCertificate } from '../../src/components/LabCertificate';

const meta = {
  title: 'Components/Blocks/LabCertificate',
  component: LabCertificate,
  tags: ['!autodocs', 'stable'],
  args: {
    batch: strainBatch('gelato'),
    itemName: 'Gelato',
    itemKind: 'Signature strain',
    onPrint: fn(),
    backLink: <a href="/">Back to Home</a>,
  },
} satisfies Meta<typeof LabCertificate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The certificate page's body: name, batch, panel, screens; Print opens the print dialog. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Gelato' })).toBeVisible();
    await expect(canvas.getByText('SRS-240304-GELATO')).toBeVisible();
    const panel = within(canvas.getByRole('table', { name: 'Cannabinoid panel' }));
    await expect(panel.getByRole('row', { name: /Total THC .* 22\.8%$/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Print certificate' }));
    await expect(args.onPrint).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvas }) => {
    const article = canvas.getByRole('article', { name: 'Gelato' });
    await expect(article.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
