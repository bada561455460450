import type { Preview } from '@storybook/nextjs-vite';
// The layout's own list of site-wide stylesheets; blocks and components bring theirs with them.
import '@/app/styles/site-wide';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
    nextjs: { appDirectory: true },
    viewport: { options: {} },
  },
};

export default preview;
