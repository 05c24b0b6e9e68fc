import { internals, num, rawFont } from './pdf-internals';

/**
 * The "m" of "page n of m" in a PDF that is written page by page. Every page draws one form XObject at
 * the place of the number; the form's content — the number itself — is written after the last page,
 * when it is known. PDF objects may come in any order (the cross-reference table at the end finds
 * them), so no page is held back, as pdfkit's bufferPages would hold the whole document.
 */
const NAME = 'WlPageCount';

export function pageCountMark(document: object, fontName: string, size: number) {
  const doc = internals(document);
  const font = rawFont(document, fontName);
  const fontRef = doc._font.ref();
  const form = doc.ref({
    Type: 'XObject',
    Subtype: 'Form',
    BBox: [0, -size, size * 8, size * 2],
    Resources: { Font: { [font.id]: fontRef } },
  });
  return {
    /** At (x, y) as pdfkit places text: y is the top of the line. */
    draw(x: number, y: number): void {
      doc.page.xobjects[NAME] = form;
      const baseline = y + (font.ascender / 1000) * size;
      // pdfkit's pages run top-down (it flips the y axis); the form draws upright, so it flips back.
      doc.addContent(`q 1 0 0 -1 ${num(x)} ${num(baseline)} cm /${NAME} Do Q`);
    },
    end(pages: number): void {
      form.end(`BT /${font.id} ${size} Tf 0 0 Td (${Math.max(0, Math.floor(pages))}) Tj ET`);
    },
  };
}
