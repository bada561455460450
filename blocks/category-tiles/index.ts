import { defineBlock } from '@/renderer/types';
import { schema } from './category-tiles.schema';
import { CategoryTiles } from './CategoryTiles';

export const block = defineBlock<typeof schema>({ schema, component: CategoryTiles });
