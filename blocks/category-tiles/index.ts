import { defineBlock } from '@/renderer/types';
import schema from './category-tiles.schema.json';
import { CategoryTiles, type CategoryTilesFields } from './CategoryTiles';

export const block = defineBlock<CategoryTilesFields>({ contentType: 'categoryTiles', schema, component: CategoryTiles });
