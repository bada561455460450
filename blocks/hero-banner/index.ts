import { defineBlock } from '@/renderer/types';
import { schema } from './hero-banner.schema';
import { HeroBanner } from './HeroBanner';

export const block = defineBlock({ schema, component: HeroBanner });
