import { defineBlock } from '@/renderer/types';
import { schema } from './product-listing.schema';
import { ProductListing } from './ProductListing';
import { resolveProductListing } from './resolve';

export const block = defineBlock({
  schema,
  component: ProductListing,
  resolveData: resolveProductListing,
});
