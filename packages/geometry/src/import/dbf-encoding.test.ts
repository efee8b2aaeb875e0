import { describe, expect, it } from 'vitest';
import { encodingFromCpg, guessDbfEncoding } from './dbf-encoding.js';

describe('encodingFromCpg', () => {
  it.each([
    ['UTF-8', 'utf-8'],
    ['utf8\r\n', 'utf-8'],
    ['65001', 'utf-8'],
    ['1252', 'windows-1252'],
    ['ANSI 1252', 'windows-1252'],
    ['CP1251', 'windows-1251'],
    ['ISO-8859-1', 'iso-8859-1'],
    ['88591', 'iso-8859-1'],
    ['ISO 8859-15', 'iso-8859-15'],
    ['GBK', 'gbk'],
    ['\uFEFFUTF-8', 'utf-8'],
  ])('reads %j as %s', (cpg, label) => {
    const encoding = encodingFromCpg(cpg);
    expect(encoding && new TextDecoder(encoding).encoding).toBe(new TextDecoder(label).encoding);
  });

  it('does not know made-up code pages', () => {
    expect(encodingFromCpg('KLINGON-1')).toBeUndefined();
    expect(encodingFromCpg('')).toBeUndefined();
  });
});

describe('guessDbfEncoding', () => {
  it('prefers UTF-8 when the bytes are valid UTF-8, else the language driver, else Windows-1252', () => {
    expect(guessDbfEncoding(new TextEncoder().encode('Peña'), 0x57)).toBe('utf-8');
    expect(guessDbfEncoding(Uint8Array.of(0x50, 0xf1), 0xc9)).toBe('windows-1251');
    expect(guessDbfEncoding(Uint8Array.of(0x50, 0xf1), 0)).toBe('windows-1252');
  });
});
