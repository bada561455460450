import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromoStrip, type PromoStripFields } from './PromoStrip';
import fixtureFile from './promo-strip.fixtures.json';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';

const argsFor = fixtureStoryArgs<PromoStripFields>(fixtureFile);

const meta = {
  title: 'Blocks/Promo strip',
  component: PromoStrip,
  args: argsFor('Ink strip with a code'),
  // A clipboard that records what was copied (jsdom has none; a browser would ask for permission).
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: fn(async () => {}) } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: unknown }).clipboard;
    };
  },
} satisfies Meta<typeof PromoStrip>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Copies the code as a shopper does, and checks it was copied and announced. */
async function copiesCode(canvasElement: HTMLElement, code: string, copyLabel: string, copiedLabel: string) {
  const canvas = within(canvasElement);
  const button = await canvas.findByRole('button', { name: copyLabel });
  await expect(button).toHaveAccessibleDescription(code);
  await expect(canvas.getByRole('status')).toHaveTextContent('');
  await userEvent.click(button);
  await expect(await canvas.findByRole('status')).toHaveTextContent(copiedLabel);
  await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(code);
}

export const InkStripWithCode: Story = {
  args: argsFor('Ink strip with a code'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('20% off skincare this weekend')).toBeInTheDocument();
    await expect(canvas.getByText('GLOW20')).toBeInTheDocument();
    await expect(canvas.getByText('GLOW20').parentElement).toHaveTextContent('Use code GLOW20');
    await expect(canvas.queryByRole('link')).toBeNull();
    await copiesCode(canvasElement, 'GLOW20', 'Copy code', 'Code copied');
  },
};

export const AccentStripLinkingToSale: Story = {
  args: argsFor('Accent strip linking to the sale'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'The Sale: up to 50% off selected brands' })).toHaveAttribute('href', '/pages/sale');
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Use code/)).toBeNull();
  },
};

export const LinkAndCode: Story = {
  args: argsFor('Link and code', { country: 'hk', lang: 'en' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'A free travel spray with any fragrance' })).toHaveAttribute('href', '/pages/fragrance');
    await copiesCode(canvasElement, 'SCENT-GIFT', 'Copy code', 'Code copied');
  },
};

export const PlainTextDefaultTone: Story = {
  args: argsFor('Plain text, default tone'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Click and collect: ready in two hours at most stores')).toBeInTheDocument();
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ThaiWithCode: Story = {
  args: argsFor('Thai with a code'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PASS15').parentElement).toHaveTextContent('ใช้โค้ด PASS15');
    await copiesCode(canvasElement, 'PASS15', 'คัดลอกโค้ด', 'คัดลอกโค้ดแล้ว');
  },
};

export const ChineseWithExternalLinkAndCode: Story = {
  args: argsFor('Chinese with an external link and a code'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '下載 Atelier 應用程式，首次購物享九折' })).toHaveAttribute('href', 'https://apps.atelier.example/hk');
    await expect(canvas.getByText('APP10').parentElement).toHaveTextContent('使用優惠碼 APP10');
    await copiesCode(canvasElement, 'APP10', '複製優惠碼', '已複製優惠碼');
  },
};
