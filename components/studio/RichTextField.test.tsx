import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Document } from '@contentful/rich-text-types';
import { editorHtmlToDocument } from '@/lib/studio/rich-text';
import { RichTextField } from './RichTextField';

afterEach(cleanup);

const english = editorHtmlToDocument('<h2>Our story</h2><p>Beauty for <strong>everyone</strong>, <a href="/pages/about">since 2010</a>.</p>');

describe('a rich-text field in the studio', () => {
  it('shows the document in a labelled editor with a formatting toolbar', async () => {
    render(<RichTextField id="b1_body" label="Body" locale="en-SG" value={english} required onChange={() => undefined} />);
    const editor = await screen.findByRole('textbox', { name: 'Body*' });
    await waitFor(() => expect(editor.textContent).toBe('Our storyBeauty for everyone, since 2010.'));
    expect(editor.getAttribute('aria-required')).toBe('true');
    const tools = screen.getByRole('toolbar', { name: 'Body formatting' });
    expect([...tools.querySelectorAll('button')].map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Bold', 'Italic', 'Underline', 'Code', 'Heading', 'Subheading', 'Bulleted list', 'Numbered list', 'Quote', 'Link',
    ]);
  });

  it('names the fallback of an empty locale and starts from it as a Contentful document when asked', async () => {
    const changes: (Document | undefined)[] = [];
    render(<RichTextField id="b1_body" label="Body" locale="th-TH" value={undefined} fallback={{ locale: 'en-SG', value: english }} onChange={(d) => changes.push(d)} />);
    expect(screen.getAllByText('Left empty, th-TH shows the en-SG text.')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Start from the en-SG text' }));
    await waitFor(() => expect(changes.at(-1)).toEqual(english));
  });
});
