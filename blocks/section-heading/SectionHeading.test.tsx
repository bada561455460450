import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { block } from './index';
import { SectionHeading, type SectionHeadingFields } from './SectionHeading';
import schema from './section-heading.schema.json';
import fixtureFile from './section-heading.fixtures.json';
import * as stories from './SectionHeading.stories';
import { validateFields } from '../../renderer/validate';
import { renderContextFor } from '../../renderer/context';
import type { BlockFixtures } from '../../renderer/types';

const fixtures = fixtureFile as unknown as BlockFixtures<SectionHeadingFields>;
const context = renderContextFor('sg', 'en')!;

function renderFields(fields: SectionHeadingFields) {
  return render(<SectionHeading entry={{ id: 'h', contentType: 'sectionHeading', fields }} fields={fields} data={undefined} context={context} />);
}

afterEach(cleanup);

describe('section-heading block', () => {
  it('is registered for the sectionHeading content type with its schema', () => {
    expect(block.contentType).toBe('sectionHeading');
    expect(block.schema).toBe(schema);
    expect(block.component).toBe(SectionHeading);
  });

  describe.each(fixtures.valid)('valid fixture "$name"', ({ entry }) => {
    it('passes the schema', () => {
      expect(entry.contentType).toBe(block.contentType);
      expect(validateFields(schema, entry.fields)).toEqual({ valid: true });
    });
    it('renders a heading or a spacer', () => {
      const { container } = renderFields(entry.fields);
      const root = container.firstElementChild!;
      expect(root.classList).toContain(`section-heading--${entry.fields.spacing ?? 'small'}`);
      if (entry.fields.heading) {
        expect(screen.getByRole('heading', { level: 2, name: entry.fields.heading })).toBeTruthy();
      } else {
        expect(root.getAttribute('aria-hidden')).toBe('true');
        expect(container.textContent).toBe('');
      }
    });
  });

  describe.each(fixtures.invalid)('invalid fixture "$name"', ({ entry, reason }) => {
    it(`is rejected: ${reason}`, () => {
      expect(reason).toBeTruthy();
      expect(validateFields(schema, entry.fields).valid).toBe(false);
    });
  });

  it('has one story per valid fixture', () => {
    expect(Object.keys(stories).filter((k) => k !== 'default')).toHaveLength(fixtures.valid.length);
  });

  it('names the rule an editor broke', () => {
    const result = validateFields(schema, { spacing: 'medium', heading: 'x' });
    expect(result.valid).toBe(false);
    if (!result.valid) expect(result.errors[0]).toEqual({ path: '/spacing', message: 'must be equal to one of the allowed values (none, small, large)' });
  });

  it('shows the subheading under the heading, as text rather than a second heading', () => {
    renderFields({ heading: 'Bestsellers', subheading: 'Loved by customers' });
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    const sub = screen.getByText('Loved by customers');
    expect(sub.tagName).toBe('P');
    expect(screen.getByRole('heading').compareDocumentPosition(sub) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is a spacer, hidden from assistive technology, without a heading', () => {
    const { container } = renderFields({ spacing: 'large' });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(container.innerHTML).toBe('<div class="section-heading section-heading--spacer section-heading--large" aria-hidden="true"></div>');
  });
});
