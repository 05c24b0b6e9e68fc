/**
 * Text for the PDF standard fonts, which carry Windows-1252 only: Latin-1 plus these marks (pdfkit's
 * own map). Any other character would print as a wrong glyph, so it becomes "?".
 */
const WIN_ANSI: ReadonlyMap<number, number> = new Map([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);

const shows = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI.has(code);

export function toWinAnsi(text: string): string {
  let plain = true;
  for (let i = 0; i < text.length; i++) {
    if (!shows(text.charCodeAt(i))) {
      plain = false;
      break;
    }
  }
  if (plain) return text;
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0x3f;
    out += shows(code) ? char : code === 0x0a || code === 0x0d || code === 0x09 ? ' ' : '?';
  }
  return out;
}

const HEX = Array.from({ length: 256 }, (_v, i) => i.toString(16).padStart(2, '0'));

/** A string of `toWinAnsi` as a PDF hex string, `<4869>`. */
export function winAnsiHex(text: string): string {
  let out = '<';
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    out += HEX[WIN_ANSI.get(code) ?? (code <= 0xff ? code : 0x3f)];
  }
  return `${out}>`;
}

interface Measures {
  widthOfString(text: string): number;
}

/** The text, cut and ended with "…" where it is wider than `width` in the document's current font. */
export function fitText(doc: Measures, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let low = 0;
  let high = text.length;
  // The longest prefix that fits with the ellipsis: a binary search, each step one measurement.
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (doc.widthOfString(`${text.slice(0, mid)}…`) <= width) low = mid;
    else high = mid - 1;
  }
  return low > 0 ? `${text.slice(0, low).trimEnd()}…` : '';
}
