import { defineBlock } from '@/renderer/types';
import schema from './promo-strip.schema.json';
import { PromoStrip, type PromoStripFields } from './PromoStrip';

export const block = defineBlock<PromoStripFields>({ contentType: 'promoStrip', schema, component: PromoStrip });
