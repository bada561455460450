import { describe, expect, it } from 'vitest';
import { paragraphLinesOf, paragraphsOf } from './paragraphs';

describe('paragraphsOf', () => {
  it('splits on blank lines and keeps single line breaks inside a paragraph', () => {
    expect(paragraphsOf('One\ntwo\n\nThree')).toEqual(['One\ntwo', 'Three']);
  });
  it('accepts Windows and old Mac line ends, blank lines with spaces, and several blank lines', () => {
    expect(paragraphsOf('A\r\n\r\nB\n  \n\n\nC  \n')).toEqual(['A', 'B', 'C']);
    expect(paragraphsOf('A\r\rB')).toEqual(['A', 'B']);
    expect(paragraphsOf('A\n\t\nB')).toEqual(['A', 'B']);
  });
  it('trims each paragraph and drops empty ones', () => {
    expect(paragraphsOf('  Weightless colour.  \n\n  Discover more.')).toEqual(['Weightless colour.', 'Discover more.']);
    expect(paragraphsOf('\n\n  \n')).toEqual([]);
    expect(paragraphsOf('')).toEqual([]);
  });
  it('leaves text without blank lines as one paragraph', () => {
    expect(paragraphsOf('ทดลองทุกเฉดสี')).toEqual(['ทดลองทุกเฉดสี']);
  });
});

describe('paragraphLinesOf', () => {
  it('splits on blank lines and keeps single line breaks', () => {
    expect(paragraphLinesOf('One\ntwo\n\nThree')).toEqual([['One', 'two'], ['Three']]);
  });
  it('accepts Windows line ends, blank lines with spaces, and several blank lines', () => {
    expect(paragraphLinesOf('A\r\n\r\nB\n  \n\n\nC  \n')).toEqual([['A'], ['B'], ['C']]);
  });
  it('trims each line', () => {
    expect(paragraphLinesOf('  Jl. Asia Afrika  \n  Jakarta ')).toEqual([['Jl. Asia Afrika', 'Jakarta']]);
  });
  it('drops empty paragraphs', () => {
    expect(paragraphLinesOf('\n\n  \n')).toEqual([]);
  });
});
