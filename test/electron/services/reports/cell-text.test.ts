import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../../electron/services/reports/xlsx/cell-text';

describe('escaping text for the sheet XML', () => {
  it('escapes markup, writes what XML cannot hold as _xHHHH_, and keeps a literal _xHHHH_ from being read back as one', () => {
    expect(escapeXml('a&b<c>"d\'')).toBe("a&amp;b&lt;c&gt;&quot;d'");
    expect(escapeXml('line\r\nnext\ttab')).toBe('line_x000D_\nnext\ttab');
    expect(escapeXml('\u0000\u0001\u000b\u001f\ufffe\uffff')).toBe('_x0000__x0001__x000B__x001F__xFFFE__xFFFF_');
    expect(escapeXml('keep _x0041_ and _xbeef_, not _x00G1_ or _x0041')).toBe(
      'keep _x005F_x0041_ and _x005F_xbeef_, not _x00G1_ or _x0041',
    );
  });

  it('answers the very same text when nothing needs escaping', () => {
    const text = 'Zürich 🙂 0.123456789012345678 _x_';
    expect(escapeXml(text)).toBe(text);
    expect(escapeXml('')).toBe('');
  });
});
