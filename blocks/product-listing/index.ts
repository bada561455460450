import { defineBlock } from '@/renderer/types';
import { schema } from './product-listing.schema';
import { ProductListing, type ProductListingData } from './ProductListing';
import { resolveProductListing } from './resolve';

export const block = defineBlock<typeof schema, ProductListingData>({
  schema,
  component: ProductListing,
  resolveData: resolveProductListing,
});
