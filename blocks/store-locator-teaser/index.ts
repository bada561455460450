import { defineBlock } from '@/renderer/types';
import schema from './store-locator-teaser.schema.json';
import { StoreLocatorTeaser, type StoreLocatorTeaserFields } from './StoreLocatorTeaser';

export const block = defineBlock<StoreLocatorTeaserFields>({
  contentType: 'storeLocatorTeaser',
  schema,
  component: StoreLocatorTeaser,
});
