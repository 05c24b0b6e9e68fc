import type { Locale } from '@wardlight/domain';

/**
 * The words of an incident notice (ADR 0040), in the recipient's language. The server writes the mail, so
 * they live here like the reports' (reports/report-texts); the type keeps the four alike.
 */
export interface NoticeTexts {
  /** `{count}` `{system}` */
  subjectOne: string;
  subjectMany: string;
  intro: string;
  types: Record<'Battery' | 'Defect' | 'ProbableDefect' | 'Reachability' | 'RepeaterDefect', string>;
  severities: Record<'Critical' | 'Warning' | 'Info', string>;
  columns: { severity: string; type: string; device: string; section: string; opened: string; detail: string };
  /** `{battery}` */
  battery: string;
  footer: string;
}

const de: NoticeTexts = {
  subjectOne: 'Neuer Vorfall in {system}',
  subjectMany: '{count} neue Vorfälle in {system}',
  intro: 'Wardlight hat diese Vorfälle eröffnet:',
  types: {
    Battery: 'Batterie',
    Defect: 'Defekt',
    ProbableDefect: 'Wahrscheinlicher Defekt',
    Reachability: 'Nicht erreichbar',
    RepeaterDefect: 'Defekt am Verstärker',
  },
  severities: { Critical: 'Kritisch', Warning: 'Warnung', Info: 'Hinweis' },
  columns: {
    severity: 'Schwere',
    type: 'Art',
    device: 'Gerät',
    section: 'Abteilung',
    opened: 'Seit',
    detail: 'Befund',
  },
  battery: 'Batterie {battery} %',
  footer: 'Sie erhalten diese E-Mail, weil Sie in Wardlight über neue Vorfälle benachrichtigt werden möchten.',
};

const en: NoticeTexts = {
  subjectOne: 'New incident in {system}',
  subjectMany: '{count} new incidents in {system}',
  intro: 'Wardlight opened these incidents:',
  types: {
    Battery: 'Battery',
    Defect: 'Defect',
    ProbableDefect: 'Probable defect',
    Reachability: 'Not reachable',
    RepeaterDefect: 'Repeater defect',
  },
  severities: { Critical: 'Critical', Warning: 'Warning', Info: 'Info' },
  columns: {
    severity: 'Severity',
    type: 'Type',
    device: 'Device',
    section: 'Section',
    opened: 'Since',
    detail: 'Finding',
  },
  battery: 'Battery {battery} %',
  footer: 'You receive this e-mail because you asked Wardlight to tell you of new incidents.',
};

const fr: NoticeTexts = {
  subjectOne: 'Nouvel incident dans {system}',
  subjectMany: '{count} nouveaux incidents dans {system}',
  intro: 'Wardlight a ouvert ces incidents :',
  types: {
    Battery: 'Batterie',
    Defect: 'Défaut',
    ProbableDefect: 'Défaut probable',
    Reachability: 'Injoignable',
    RepeaterDefect: 'Défaut du répéteur',
  },
  severities: { Critical: 'Critique', Warning: 'Avertissement', Info: 'Information' },
  columns: {
    severity: 'Gravité',
    type: 'Type',
    device: 'Appareil',
    section: 'Section',
    opened: 'Depuis',
    detail: 'Constat',
  },
  battery: 'Batterie {battery} %',
  footer: 'Vous recevez cet e-mail parce que vous avez demandé à Wardlight de vous signaler les nouveaux incidents.',
};

const it: NoticeTexts = {
  subjectOne: 'Nuovo incidente in {system}',
  subjectMany: '{count} nuovi incidenti in {system}',
  intro: 'Wardlight ha aperto questi incidenti:',
  types: {
    Battery: 'Batteria',
    Defect: 'Guasto',
    ProbableDefect: 'Guasto probabile',
    Reachability: 'Non raggiungibile',
    RepeaterDefect: 'Guasto del ripetitore',
  },
  severities: { Critical: 'Critico', Warning: 'Avviso', Info: 'Informazione' },
  columns: {
    severity: 'Gravità',
    type: 'Tipo',
    device: 'Apparecchio',
    section: 'Reparto',
    opened: 'Da',
    detail: 'Rilievo',
  },
  battery: 'Batteria {battery} %',
  footer: 'Riceve questa e-mail perché ha chiesto a Wardlight di essere avvisato dei nuovi incidenti.',
};

const TEXTS: Record<Locale, NoticeTexts> = { de, en, fr, it };

export function noticeTextsOf(locale: string): NoticeTexts {
  return TEXTS[locale as Locale] ?? de;
}
