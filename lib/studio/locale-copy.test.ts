import { describe, expect, it } from 'vitest';
import type { StudioField } from './form-schema';
import { untranslatedFields, withLocaleCopied } from './locale-copy';

const field = (name: string, kind: StudioField['kind'] = 'value', localized = true): StudioField => ({ name, label: name[0].toUpperCase() + name.slice(1), kind, localized });
const FIELDS = [field('heading'), field('text'), field('image', 'asset'), field('slides', 'entries'), field('style', 'value', false)];

describe('copying a locale’s content into another', () => {
  it('fills only the fields empty in the target locale, never links or fields that are not localized', () => {
    const values = {
      heading: { 'en-SG': 'Summer glow', 'th-TH': 'ซัมเมอร์โกลว์' },
      text: { 'en-SG': 'Light layers' },
      image: { 'en-SG': { sys: { type: 'Link', linkType: 'Asset', id: 'pic' } } },
      slides: { 'en-SG': [{ sys: { type: 'Link', linkType: 'Entry', id: 's1' } }] },
      style: { 'en-SG': 'dark' },
    };
    const { values: copied, copied: names } = withLocaleCopied(FIELDS, values, 'en-SG', 'th-TH');
    expect(names).toEqual(['text', 'image']);
    expect(copied.heading['th-TH']).toBe('ซัมเมอร์โกลว์');
    expect(copied.text['th-TH']).toBe('Light layers');
    expect(copied.image['th-TH']).toEqual(values.image['en-SG']);
    expect(copied.slides['th-TH']).toBeUndefined();
    expect(copied.style['th-TH']).toBeUndefined();
    // The source is left as it was.
    expect(values.text).toEqual({ 'en-SG': 'Light layers' });
  });

  it('marks the copied fields untranslated until their text changes', () => {
    const { values } = withLocaleCopied(FIELDS, { heading: { 'en-SG': 'Summer glow' }, text: { 'en-SG': 'Light layers' } }, 'en-SG', 'th-TH');
    expect(untranslatedFields(FIELDS, values, 'en-SG', 'th-TH').map((f) => f.label)).toEqual(['Heading', 'Text']);
    const translated = { ...values, heading: { ...values.heading, 'th-TH': 'ซัมเมอร์โกลว์' } };
    expect(untranslatedFields(FIELDS, translated, 'en-SG', 'th-TH').map((f) => f.label)).toEqual(['Text']);
    expect(untranslatedFields(FIELDS, translated, 'en-SG', 'en-SG')).toEqual([]);
  });
});
