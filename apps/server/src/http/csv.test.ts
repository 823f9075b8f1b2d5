import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv.ts';

describe('csvCell', () => {
  it('neutralizes text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
  });

  it('quotes cells with quotes, commas and line breaks, and leaves the rest as they are', () => {
    expect(csvCell('Bridge, Inc.')).toBe('"Bridge, Inc."');
    expect(csvCell('The "Span" Co')).toBe('"The ""Span"" Co"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('Cascadia Span Builders')).toBe('Cascadia Span Builders');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-1)).toBe('-1');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-05-01T16:30:00Z'))).toBe('2026-05-01T16:30:00.000Z');
  });

  it('ends each record with CRLF', () => {
    expect(csvLine(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});
