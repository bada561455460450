import { defineBlock } from '@/renderer/types';
import { schema } from './landing-text.schema';
import { LandingText } from './LandingText';

export const block = defineBlock<typeof schema>({ schema, component: LandingText });
