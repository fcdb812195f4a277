import { describe, expect, it } from 'vitest';
import { glyphWidth, trayFonts } from '@main/core/tray/bitmap-fonts';

describe('tray bitmap fonts', () => {
  it.each(trayFonts.map((font) => [font.name, font] as const))('%s: every glyph is a full rectangle of its font height', (_name, font) => {
    for (const [glyph, rows] of Object.entries(font.glyphs)) {
      expect(rows, glyph).toHaveLength(font.height);
      expect(new Set(rows.map((row) => row.length)).size, glyph).toBe(1);
      expect(rows.join('')).toMatch(/^[#.]+$/);
      expect(rows.join(''), `${glyph} draws something`).toContain('#');
    }
  });

  it('gives each font ten distinct digits', () => {
    for (const font of trayFonts) {
      const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
      expect(new Set(digits.map((digit) => font.glyphs[digit].join('/'))).size).toBe(10);
      expect(glyphWidth(font, '—')).toBeGreaterThan(glyphWidth(font, '-'));
    }
  });
});
