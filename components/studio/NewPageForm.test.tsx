// /studio's new-page form answers a bad slug or a missing title with the studio's own message beside the field
// (the form does no browser validation, so no bubble), and sends nothing.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
import { NewPageForm } from './NewPageForm';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('names a bad slug and a missing title beside their fields, and sends nothing', () => {
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  render(<NewPageForm countries={[]} />);
  const form = screen.getByRole('form', { name: 'New landing page' });
  expect(form.hasAttribute('novalidate')).toBe(true);
  fireEvent.change(screen.getByLabelText(/^Slug/), { target: { value: 'Summer Glow' } });
  fireEvent.submit(form);
  expect(screen.getByLabelText(/^Slug/).getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('textbox', { name: /^Slug/ }).getAttribute('aria-describedby')).toBe('studio-new-slug-error');
  expect(document.getElementById('studio-new-slug-error')?.textContent).toMatch(/^The slug has lower-case/);
  expect(document.getElementById('studio-new-title-error')?.textContent).toBe('The title is required.');
  expect(fetch).not.toHaveBeenCalled();
});
