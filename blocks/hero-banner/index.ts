import { defineBlock } from '@/renderer/types';
import schema from './hero-banner.schema.json';
import { HeroBanner, type HeroBannerFields } from './HeroBanner';

export const block = defineBlock<HeroBannerFields>({ contentType: 'heroBanner', schema, component: HeroBanner });
