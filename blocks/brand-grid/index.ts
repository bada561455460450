import { defineBlock } from '@/renderer/types';
import { schema } from './brand-grid.schema';
import { BrandGrid, type BrandGridData } from './BrandGrid';
import { resolveBrandGrid } from './resolve';

export const block = defineBlock<typeof schema, BrandGridData>({ schema, component: BrandGrid, resolveData: resolveBrandGrid });
