import { defineBlock } from '@/renderer/types';
import schema from './brand-grid.schema.json';
import { BrandGrid, type BrandGridData, type BrandGridFields } from './BrandGrid';
import { resolveBrandGrid } from './resolve';

export const block = defineBlock<BrandGridFields, BrandGridData>({ contentType: 'brandGrid', schema, component: BrandGrid, resolveData: resolveBrandGrid });
