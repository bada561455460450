import { defineBlock } from '@/renderer/types';
import { schema } from './promo-strip.schema';
import { PromoStrip } from './PromoStrip';

export const block = defineBlock<typeof schema>({ schema, component: PromoStrip });
