import type { Preview } from '@storybook/nextjs-vite';
import '@/app/styles/tokens.css';
import '@/app/styles/site.css';
import '@/app/styles/blocks-media.css';
import '@/app/styles/blocks-text.css';
import '@/app/styles/catalog.css';
import '@/app/styles/account.css';
import '@/app/styles/notifications.css';
import '@/app/styles/cart.css';
import '@/app/styles/gift-cards.css';
import { newPageQueryCache } from '@/components/query/testing/test-query-client';

const preview: Preview = {
  // Every story starts with an empty page query cache (islands read through it), retrying without a wait.
  beforeEach: newPageQueryCache,
  parameters: {
    layout: 'fullscreen',
    nextjs: { appDirectory: true },
    viewport: { options: {} },
  },
};

export default preview;
