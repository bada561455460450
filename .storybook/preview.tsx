import type { Preview } from '@storybook/nextjs-vite';
// The layout's own list of site-wide stylesheets; blocks and components bring theirs with them.
import '@/app/styles/site-wide';
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
