/**
 * The parts of pdfkit's document that the PDF writer uses beyond its typed API: a page's resources (as
 * pdfkit fills them for images and text), its content stream, the current font's object, and new PDF
 * objects. The writer draws the table's cells straight into the content stream — pdfkit's `text()`
 * costs ~60 µs a cell (kerning, a save/restore and a transform each), which made a 100,000-row export
 * take minutes — and adds a form XObject for the page count.
 */
export interface PdfRef {
  end(chunk?: string): void;
}

export interface PdfInternals {
  ref(data: Record<string, unknown>): PdfRef;
  font(name: string): unknown;
  addContent(data: string): unknown;
  page: { height: number; xobjects: Record<string, PdfRef>; fonts: Record<string, PdfRef> };
  _font: { id: string; ascender: number; ref(): PdfRef };
}

export interface RawFont {
  /** The font's resource name on the page (`F1`). */
  id: string;
  ascender: number;
  /** Puts the font into the current page's resources, as pdfkit does when it writes text. */
  use(): void;
}

export function rawFont(document: object, name: string): RawFont {
  const doc = document as PdfInternals;
  doc.font(name);
  const font = doc._font;
  return {
    id: font.id,
    ascender: font.ascender,
    use: () => {
      doc.page.fonts[font.id] = font.ref();
    },
  };
}

export const internals = (document: object) => document as PdfInternals;

/** A number as PDF content writes it. */
export const num = (n: number) => (Math.round(n * 100) / 100).toString();
