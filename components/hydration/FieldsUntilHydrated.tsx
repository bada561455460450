'use client';

import type { ReactNode } from 'react';
import { useHydrated } from './useHydrated';

/**
 * A server-rendered form's fields and buttons, disabled until the form has hydrated. Before hydration a
 * press would submit the form natively (a GET that puts what was typed, a password included, in the
 * address) and what was typed would be reset by React; disabled, the form waits the moment it takes to
 * become usable. The fieldset adds no box (`display: contents`) and no group to the accessibility tree.
 * On a form rendered in the browser it is enabled from the start. Without JavaScript the forms stay disabled,
 * and every page says why (the `<noscript>` note of the shared layout, `shell.noScript`).
 */
export function FieldsUntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className="fields-until-hydrated" role="presentation" disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
