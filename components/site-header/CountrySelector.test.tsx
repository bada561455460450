/**
 * The header's country selector (issue 21 item 23): its accessible name contains its visible text ("Country: SG"),
 * so speech users can say what they see (WCAG 2.5.3; axe's `label-content-name-mismatch`, checked in a browser by
 * tests/e2e/accessibility.spec.ts). The name comes from the content itself: no aria-label replaces it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { countries } from '@/config/countries/registry';
import { CountrySelector } from './CountrySelector';

afterEach(cleanup);

describe('CountrySelector', () => {
  it('names its toggle with the visible text first, then the country and what it does', () => {
    const { container } = render(
      <CountrySelector label="Country" changeLabel="Change country" current="SG" countries={countries.list.map((c) => ({ code: c.code, name: c.name, domain: c.domain }))} />,
    );
    const summary = container.querySelector('summary')!;
    expect(summary.hasAttribute('aria-label')).toBe(false);
    expect(summary.querySelector('[aria-hidden="true"]')).toBeNull();
    expect(summary.textContent).toBe('Country: SG (Singapore), Change country');
    expect(screen.getByText('(Singapore), Change country', { exact: false }).className).toBe('visually-hidden');
  });
});
