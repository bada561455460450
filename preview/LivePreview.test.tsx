import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { ContentfulLivePreview } from '@contentful/live-preview';
import { LivePreview } from './LivePreview';

const refresh = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

/** A message as Contentful's web app sends it to the page in its preview pane when an entry was saved. */
function saved(entryId: string) {
  window.dispatchEvent(
    new MessageEvent('message', { data: { source: 'live-preview-editor', method: 'ENTRY_SAVED', entity: { sys: { id: entryId, type: 'Entry' } }, contentType: {} } }),
  );
}

const page = (
  <LivePreview locale="en-SG">
    <section data-contentful-entry-id="home-hero" data-contentful-field-id="heading" data-contentful-locale="en-SG">
      <h2>Find your signature look</h2>
    </section>
  </LivePreview>
);

describe('Contentful Live Preview on preview pages', () => {
  afterEach(() => {
    cleanup();
    refresh.mockClear();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('stays idle outside Contentful\'s preview pane: a save message refreshes nothing', () => {
    render(page);
    act(() => saved('home-hero'));
    expect(refresh).not.toHaveBeenCalled();
  });

  it('inside Contentful\'s preview pane, renders the page again when an entry it shows is saved, and only then', () => {
    // In a frame: the top window's location is another page's (Contentful's web app). The frame's own origin is not
    // Contentful's, as in the studio's preview frame: the page must still render.
    // The inspector watches tagged elements with observers jsdom does not have.
    class Observer {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', Observer);
    vi.stubGlobal('ResizeObserver', Observer);
    const postMessage = vi.fn();
    vi.spyOn(window, 'top', 'get').mockReturnValue({ location: { href: 'https://app.contentful.com/spaces/atelier/entries/home-hero' }, postMessage } as unknown as Window);
    render(page);
    // The SDK says hello to Contentful's web app only (a parent of any other origin drops the message).
    expect(postMessage).toHaveBeenCalledWith(expect.objectContaining({ method: 'CONNECTED', locale: 'en-SG', isInspectorEnabled: true, isLiveUpdatesEnabled: true }), 'https://app.contentful.com');
    expect(ContentfulLivePreview.initialized).toBe(true);
    act(() => saved('some-other-entry'));
    expect(refresh).not.toHaveBeenCalled();
    act(() => saved('home-hero'));
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
