import { describe, expect, it } from 'vitest';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogues } from './catalogues';

const arguments_ = (elements: MessageFormatElement[], out = new Set<string>()): Set<string> => {
  for (const el of elements) {
    if (el.type === TYPE.argument || el.type === TYPE.number || el.type === TYPE.date || el.type === TYPE.plural || el.type === TYPE.select) out.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select) for (const opt of Object.values(el.options)) arguments_(opt.value, out);
    if (el.type === TYPE.tag) arguments_(el.children, out);
  }
  return out;
};

describe('message catalogues', () => {
  const reference = Object.keys(catalogues.en).sort();

  it.each(['id', 'th', 'zh'] as const)('%s has exactly the keys of en', (lang) => {
    const keys = Object.keys(catalogues[lang]).sort();
    expect(reference.filter((k) => !keys.includes(k)), 'missing').toEqual([]);
    expect(keys.filter((k) => !reference.includes(k)), 'extra').toEqual([]);
  });

  it.each(['en', 'id', 'th', 'zh'] as const)('%s messages parse and use the same arguments as en', (lang) => {
    for (const [key, message] of Object.entries(catalogues[lang])) {
      expect(message, key).not.toBe('');
      const args = arguments_(parse(message));
      const expected = arguments_(parse(catalogues.en[key as keyof typeof catalogues.en]));
      expect([...args].sort(), key).toEqual([...expected].sort());
    }
  });

  it('Thai, Indonesian and Chinese are written in their language, not copied from English', () => {
    expect(catalogues.th['notFound.backHome']).toMatch(/[\u0E00-\u0E7F]/);
    expect(catalogues.zh['notFound.backHome']).toMatch(/[\u4E00-\u9FFF]/);
    expect(catalogues.id['notFound.backHome']).not.toBe(catalogues.en['notFound.backHome']);
  });
});
