import { defineBlock } from '@/renderer/types';
import schema from './video.schema.json';
import { Video, type VideoFields } from './Video';

export const block = defineBlock<VideoFields>({ contentType: 'video', schema, component: Video });
