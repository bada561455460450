/** The interface message catalogues, one per language; en is the reference every other must match. */
import en from './messages/en.json';
import id from './messages/id.json';
import th from './messages/th.json';
import zh from './messages/zh.json';
import type { LanguageCode } from '@/config/countries/types';

export type MessageKey = keyof typeof en;
export type Catalogue = Record<MessageKey, string>;

export const catalogues: Record<LanguageCode, Catalogue> = { en, id, th, zh };
