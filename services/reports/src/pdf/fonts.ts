import { readFileSync } from 'node:fs';

/**
 * DejaVu Sans from the dejavu-fonts-ttf package, embedded (subset) in every PDF: the PDF's
 * standard 14 fonts cover only Latin-1 in WinAnsi encoding, while an embedded Unicode font
 * renders any Somali or English text (and names from anywhere) the same on every reader.
 * Read once per process; pdfkit copies the bytes it needs per document.
 */
let cache: { regular: Buffer; bold: Buffer } | undefined;

export function reportFonts(): { regular: Buffer; bold: Buffer } {
  cache ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return cache;
}
