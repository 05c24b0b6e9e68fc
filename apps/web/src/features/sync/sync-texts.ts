import type { TFunction } from 'i18next';
import { timeOfMinutes, weekTimeOf } from '../admin/system-params/week-time';
import { syncKindOf, type ValueFormat } from './sync-kinds';

function formatted(t: TFunction, format: ValueFormat, minutes: number): string {
  if (format === 'time_of_day') return timeOfMinutes(minutes);
  const { day, time } = weekTimeOf(minutes);
  return `${t(`adminSystem:weekdays.${day}`)} ${time}`;
}

/** The kind's name on the page; a kind this console does not know keeps the API's name. */
export function kindLabel(t: TFunction, kind: string): string {
  return t(`sync:kinds.${kind}`, { defaultValue: kind });
}

/**
 * A field's label as the kind's form shows it (tree and admin namespaces), so the diff speaks the
 * words the technician edited; a field no form labels keeps its API name.
 */
export function fieldLabel(t: TFunction, kind: string, field: string): string {
  const prefix = syncKindOf(kind)?.fieldLabels;
  return prefix ? t(`${prefix}.${field}`, { defaultValue: field }) : field;
}

/** A value of the diff as text: nothing, yes/no, lists and records spelled out, codes by their label. */
export function formatValue(t: TFunction, kind: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return t('sync:diff.empty');
  if (typeof value === 'boolean') return value ? t('sync:diff.yes') : t('sync:diff.no');
  if (Array.isArray(value)) {
    if (value.length === 0) return t('sync:diff.empty');
    return value.map((v) => formatValue(t, kind, field, v)).join(typeof value[0] === 'object' ? '; ' : ', ');
  }
  if (typeof value === 'object')
    return Object.entries(value)
      .map(([key, v]) => `${fieldLabel(t, kind, key)} ${formatValue(t, kind, key, v)}`)
      .join(', ');
  const format = syncKindOf(kind)?.valueFormats?.[field];
  if (format && typeof value === 'number') return formatted(t, format, value);
  const codes = syncKindOf(kind)?.valueLabels?.[field];
  const text = String(value);
  return codes ? t(`${codes}.${text}`, { defaultValue: text }) : text;
}

/** A validation issue in the user's language (spec part 1 §5), with the data it carries. */
export function issueMessage(t: TFunction, issue: { key: string; data?: Record<string, unknown> | null }): string {
  return t(`validation:${issue.key}`, { ...(issue.data ?? {}), defaultValue: t('validation:invalid_value') });
}
