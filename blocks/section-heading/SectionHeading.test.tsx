import { expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { block } from './index';
import { SectionHeading, type SectionHeadingFields } from './SectionHeading';
import { schema } from './section-heading.schema';
import fixtureFile from './section-heading.fixtures.json';
import * as stories from './SectionHeading.stories';
import { validateFields } from '@/renderer/validate';
import { blockTestKit, describeBlockContract } from '@/renderer/testing/block-contract';
import { asBlockFixtures } from '@/renderer/testing/fixtures';

const fixtures = asBlockFixtures<SectionHeadingFields>(fixtureFile);
const { renderFields } = blockTestKit(block, fixtures);

describeBlockContract(
  {
    block,
    contentType: 'sectionHeading',
    schema,
    component: SectionHeading,
    fixtures,
    stories,
    renders: {
      title: 'renders a heading or a spacer',
      check: ({ entry: { fields } }, { container }) => {
        const root = container.firstElementChild!;
        expect(root.classList).toContain(`section-heading--${fields.spacing ?? 'small'}`);
        if (fields.heading) {
          expect(screen.getByRole('heading', { level: 2, name: fields.heading })).toBeTruthy();
        } else {
          expect(root.getAttribute('aria-hidden')).toBe('true');
          expect(container.textContent).toBe('');
        }
      },
    },
  },
  () => {
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
  },
);
