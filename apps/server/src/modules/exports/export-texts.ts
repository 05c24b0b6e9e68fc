import type { CallLogRange, Locale, NodeKind } from '@wardlight/domain';
import type { ExportKind } from './export-limits';
import { de } from './texts/de';
import { en } from './texts/en';
import { fr } from './texts/fr';
import { it } from './texts/it';

/**
 * The words inside an exported file, in the requesting user's language. The server writes the file,
 * so these live here rather than in the web's catalogues; the four languages hold the same keys
 * (the type says so).
 */
export interface ExportTexts {
  title: Record<ExportKind, string>;
  /** The file name before the date: `anrufe-2026-11-26.xlsx`. ASCII, so every browser keeps it. */
  fileStem: Record<ExportKind, string>;
  callColumns: Record<CallColumn, string>;
  treeColumns: Record<TreeColumn, string>;
  open: string;
  closed: string;
  kinds: Record<NodeKind, string>;
  /** `{n}` the page, `{m}` the page count. */
  page: string;
  /** `{at}` when it was asked for. */
  created: string;
  /** The filter in words (PDF header). */
  filter: {
    range: string;
    ranges: Record<CallLogRange, string>;
    sections: string;
    callTypes: string;
    callSources: string;
    nodes: string;
    state: string;
    text: string;
    minDuration: string;
    maxDuration: string;
    sort: string;
    ascending: string;
    descending: string;
    more: string;
  };
}

export const CALL_COLUMNS = [
  'call_source_text',
  'call_type_text',
  'opened_at',
  'closed_at',
  'duration',
  'device_text_long',
  'device_text_short',
  'position',
  'section_name',
  'handled_by_app_username',
  'state',
] as const;
export type CallColumn = (typeof CALL_COLUMNS)[number];

export const TREE_COLUMNS = ['kind', 'name', 'number', 'section', 'serial', 'text_short', 'text_long', 'path'] as const;
export type TreeColumn = (typeof TREE_COLUMNS)[number];

export const EXPORT_TEXTS: Readonly<Record<Locale, ExportTexts>> = { de, en, fr, it };

export function textsOf(locale: string): ExportTexts {
  return EXPORT_TEXTS[locale as Locale] ?? de;
}

/** `{name}` placeholders filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
