import type { Meta, StoryObj } from '@storybook/nextjs-vite';
import { expect, within } from 'storybook/test';
import { RichTextBlock, type RichTextFields } from './RichText';
import fixtureFile from './rich-text.fixtures.json';
import { fixtureStoryArgs } from '@/renderer/testing/fixture-stories';

const argsFor = fixtureStoryArgs<RichTextFields>(fixtureFile);

const meta = {
  title: 'Blocks/Rich text',
  component: RichTextBlock,
  args: argsFor('Editorial article (English)'),
} satisfies Meta<typeof RichTextBlock>;
export default meta;

type Story = StoryObj<typeof meta>;

export const EditorialArticle: Story = {
  args: argsFor('Editorial article (English)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Build a routine that works for you' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 3, name: 'What you need' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'skincare edit' })).toHaveAttribute('href', '/pages/skincare');
    await expect(canvas.getByRole('link', { name: 'SPF explained' })).toHaveAttribute('href', 'https://journal.atelier.example/spf-explained');
    await expect(canvas.getByRole('link', { name: 'how returns work' })).toHaveAttribute('href', '#returns');
    await expect(canvas.getByRole('link', { name: 'care@atelier.example' })).toHaveAttribute('href', 'mailto:care@atelier.example');
    await expect(canvas.getByRole('link', { name: '+65 6123 4567' })).toHaveAttribute('href', 'tel:+6561234567');
    await expect(canvas.getByText('layer from the thinnest texture to the richest').tagName).toBe('B');
    await expect(canvas.getByRole('separator')).toBeInTheDocument();
  },
};

export const ThaiArticle: Story = {
  args: argsFor('Thai article'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'ขั้นตอนดูแลผิวที่เหมาะกับคุณ' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'คอลเลกชันสกินแคร์' })).toHaveAttribute('href', '/pages/skincare');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ChineseArticleWithTable: Story = {
  args: argsFor('Chinese article with a table'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: '送貨須知' })).toBeInTheDocument();
    // Chinese is not Hong Kong's default language: store links carry the /zh prefix.
    await expect(canvas.getByRole('link', { name: 'Beauty Pass 會員計劃' })).toHaveAttribute('href', '/zh/pages/beauty-pass');
    await expect(canvas.getByRole('table')).toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: '送貨時間' })).toBeInTheDocument();
    await expect(canvas.getByRole('cell', { name: '1 至 2 個工作天' })).toBeInTheDocument();
  },
};

export const StoreAddressWithLineBreaks: Story = {
  args: argsFor('Store address with line breaks (Indonesian)'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByText(/Atelier Plaza Senayan/);
    await expect(address.querySelectorAll('br')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: '+62 21 555 1234' })).toHaveAttribute('href', 'tel:+62215551234');
  },
};

export const UnsafeLinksRenderedAsText: Story = {
  args: argsFor('Unsafe links rendered as text'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of ['Claim your free gift', 'Spin the wheel', 'Unlock member prices', 'See the offer', 'Open the lookbook', 'Download the catalogue', 'Sign in again']) {
      await expect(canvas.getByText(text)).toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: text })).toBeNull();
    }
    // Only the safe link is a link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'new arrivals' })).toHaveAttribute('href', '/pages/new');
  },
};

export const EmbeddedEntries: Story = {
  args: argsFor('Embedded entries'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'our story' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'The Sale' })).toHaveAttribute('href', '/pages/sale');
    await expect(canvas.getByRole('link', { name: 'Maison Lumière' })).toHaveAttribute('href', '/brands/maison-lumiere');
    // An entry without a slug, an unresolved link and an asset are skipped without debug text.
    await expect(canvas.queryByText('Summer glow event')).toBeNull();
    await expect(canvas.queryByText(/type:/)).toBeNull();
    await expect(canvas.getByText('Shop before it ends.')).toBeInTheDocument();
  },
};
