import { defineBlock } from '@/renderer/types';
import { schema } from './store-locator-teaser.schema';
import { StoreLocatorTeaser } from './StoreLocatorTeaser';

export const block = defineBlock<typeof schema>({
  schema,
  component: StoreLocatorTeaser,
});
