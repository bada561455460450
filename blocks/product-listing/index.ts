import { defineBlock } from '@/renderer/types';
import schema from './product-listing.schema.json';
import { ProductListing, type ProductListingData, type ProductListingFields } from './ProductListing';
import { resolveProductListing } from './resolve';

export const block = defineBlock<ProductListingFields, ProductListingData>({
  contentType: 'productListing',
  schema,
  component: ProductListing,
  resolveData: resolveProductListing,
});
