import type { Locale } from '@wardlight/domain';

type Color = 'blue' | 'green' | 'red' | 'yellow';

/**
 * The note presets of spec part 2 §9. The form fills title and colour from one; the title is in the
 * user's language because the note is shown as typed, on displays that read that language.
 */
const PRESETS: readonly { key: string; color: Color; title: Record<Locale, string> }[] = [
  {
    key: 'battery_replaced',
    color: 'green',
    title: { de: 'Batterie ersetzt', en: 'Battery replaced', fr: 'Pile remplacée', it: 'Batteria sostituita' },
  },
  { key: 'defective', color: 'red', title: { de: 'Defekt', en: 'Defective', fr: 'Défectueux', it: 'Difettoso' } },
  {
    key: 'elevator_lockdown',
    color: 'red',
    title: { de: 'Lift gesperrt', en: 'Elevator locked down', fr: 'Ascenseur bloqué', it: 'Ascensore bloccato' },
  },
  {
    key: 'in_repair',
    color: 'yellow',
    title: { de: 'In Reparatur', en: 'In repair', fr: 'En réparation', it: 'In riparazione' },
  },
  { key: 'lost', color: 'yellow', title: { de: 'Verloren', en: 'Lost', fr: 'Perdu', it: 'Smarrito' } },
  { key: 'replaced', color: 'green', title: { de: 'Ersetzt', en: 'Replaced', fr: 'Remplacé', it: 'Sostituito' } },
];

export interface DisplayNotePreset {
  key: string;
  title: string;
  color: Color;
}

export function displayNotePresets(locale: Locale): DisplayNotePreset[] {
  return PRESETS.map((p) => ({ key: p.key, color: p.color, title: p.title[locale] }));
}
