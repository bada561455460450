import { describe, expect, it } from 'vitest';
import { letter } from './letter';

describe('the frame of a letter to a member', () => {
  it.each([
    ['en', 'Hello Mei,', 'The Atelier team'],
    ['id', 'Halo Mei,', 'Tim Atelier'],
    ['th', 'สวัสดีคุณ Mei', 'ทีมงาน Atelier'],
    ['zh', 'Mei，你好：', 'Atelier 團隊'],
  ] as const)('%s: greets by first name, keeps the lines, signs off', (lang, greeting, team) => {
    const lines = letter(lang, ' Mei ', ['first line', '', 'last line']).split('\n');
    expect(lines[0]).toBe(greeting);
    expect(lines.slice(1, 5)).toEqual(['', 'first line', '', 'last line']);
    expect(lines.at(-1)).toBe(team);
  });
});
