import { defineBlock } from '@/renderer/types';
import schema from './landing-text.schema.json';
import { LandingText, type LandingTextFields } from './LandingText';

export const block = defineBlock<LandingTextFields>({ contentType: 'landingText', schema, component: LandingText });
