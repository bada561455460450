import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Paragraphs } from './Paragraphs';

describe('Paragraphs', () => {
  it('renders one <p> a paragraph, with the class given', () => {
    expect(renderToStaticMarkup(<Paragraphs text={'One\n\n  Two  '} className="body" />)).toBe('<p class="body">One</p><p class="body">Two</p>');
  });

  it('keeps a single line break as text, or as <br> when asked', () => {
    expect(renderToStaticMarkup(<Paragraphs text={'Jl. Asia Afrika\nJakarta'} />)).toBe('<p>Jl. Asia Afrika\nJakarta</p>');
    expect(renderToStaticMarkup(<Paragraphs text={'Jl. Asia Afrika\nJakarta\n\nOpen daily'} lineBreaks />)).toBe('<p>Jl. Asia Afrika<br/>Jakarta</p><p>Open daily</p>');
  });

  it('renders nothing for blank text', () => {
    expect(renderToStaticMarkup(<Paragraphs text={'\n  \n'} />)).toBe('');
  });
});
