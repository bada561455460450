import { defineBlock } from '@/renderer/types';
import { schema } from './video.schema';
import { Video } from './Video';

export const block = defineBlock<typeof schema>({ schema, component: Video });
