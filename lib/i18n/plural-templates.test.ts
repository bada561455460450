import { describe, expect, it } from 'vitest';
import { createIntl } from 'react-intl/server';
import { fill, plural, pluralTemplates } from './plural-templates';

const message = '{count, plural, one {# product} other {# products}}';
const formatter = (locale: string, text = message) => {
  const intl = createIntl({ locale, messages: { m: text } });
  return (values: Record<string, string | number>) => String(intl.formatMessage({ id: 'm' }, values));
};

describe('plural templates', () => {
  it('has one template per plural category of the locale', () => {
    expect(pluralTemplates(formatter('en-SG'), 'en-SG')).toEqual({ one: '{count} product', other: '{count} products' });
    expect(pluralTemplates(formatter('th-TH', '{count} รายการ'), 'th-TH')).toEqual({ other: '{count} รายการ' });
  });

  it('formats like the ICU message would', () => {
    const templates = pluralTemplates(formatter('en-SG'), 'en-SG');
    const format = formatter('en-SG');
    for (const n of [0, 1, 2, 5, 21, 1234]) expect(plural(templates, n, 'en-SG')).toBe(format({ count: n }));
  });

  it('passes other placeholders through', () => {
    const text = '{rating} out of 5 stars, {count, plural, one {# review} other {# reviews}}';
    const templates = pluralTemplates(formatter('en-SG', text), 'en-SG', { rating: '{rating}' });
    expect(plural(templates, 1, 'en-SG', { rating: '4.5' })).toBe('4.5 out of 5 stars, 1 review');
    expect(plural(templates, 12, 'en-SG', { rating: '3' })).toBe('3 out of 5 stars, 12 reviews');
  });

  it('fills named placeholders and leaves unknown ones', () => {
    expect(fill('From {price} {x}', { price: 'S$10.00' })).toBe('From S$10.00 {x}');
  });
});
