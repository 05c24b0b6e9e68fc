import type { Locale, ReportKind } from '@wardlight/domain';

/**
 * The words of an e-mail report, in the console's default language (global settings). The server writes
 * the mail, so they live here, like the exports' (exports/texts); the type keeps the four alike.
 */
export interface ReportTexts {
  kinds: Record<ReportKind | 'MANUAL', string>;
  /** `{system}` `{kind}` `{period}` */
  subject: string;
  period: string;
  sections: string;
  allSections: string;
  calls: string;
  total: string;
  closed: string;
  median: string;
  p90: string;
  byType: string;
  longCalls: string;
  battery: string;
  critical: string;
  low: string;
  notReachable: string;
  since: string;
  incidents: string;
  none: string;
  columns: { opened: string; device: string; section: string; type: string; duration: string; level: string };
  incidentColumns: { type: string; severity: string; subject: string; state: string; opened: string };
  footer: string;
}

const de: ReportTexts = {
  kinds: { DAILY: 'Tagesbericht', WEEKLY: 'Wochenbericht', MONTHLY: 'Monatsbericht', MANUAL: 'Bericht' },
  subject: '{kind} {system}: {period}',
  period: 'Zeitraum',
  sections: 'Abteilungen',
  allSections: 'alle Abteilungen',
  calls: 'Rufe',
  total: 'Rufe im Zeitraum',
  closed: 'davon geschlossen',
  median: 'Dauer bis zum Schliessen (Median)',
  p90: 'Dauer bis zum Schliessen (90 %)',
  byType: 'Rufe nach Rufart',
  longCalls: 'Lange Rufe',
  battery: 'Batterien zu wechseln',
  critical: 'kritisch',
  low: 'niedrig',
  notReachable: 'Nicht erreichbare Geräte',
  since: 'zuletzt erreichbar',
  incidents: 'Offene Vorfälle',
  none: 'Keine.',
  columns: {
    opened: 'Geöffnet',
    device: 'Gerät',
    section: 'Abteilung',
    type: 'Rufart',
    duration: 'Dauer',
    level: 'Batterie',
  },
  incidentColumns: { type: 'Art', severity: 'Schweregrad', subject: 'Betreff', state: 'Status', opened: 'Seit' },
  footer: 'Dieser Bericht wurde von Wardlight versandt. Empfänger und Inhalt: Administration → Berichte.',
};

const en: ReportTexts = {
  kinds: { DAILY: 'Daily report', WEEKLY: 'Weekly report', MONTHLY: 'Monthly report', MANUAL: 'Report' },
  subject: '{kind} {system}: {period}',
  period: 'Period',
  sections: 'Sections',
  allSections: 'all sections',
  calls: 'Calls',
  total: 'Calls in the period',
  closed: 'of which closed',
  median: 'Time to close (median)',
  p90: 'Time to close (90 %)',
  byType: 'Calls by call type',
  longCalls: 'Long calls',
  battery: 'Batteries to change',
  critical: 'critical',
  low: 'low',
  notReachable: 'Devices not reachable',
  since: 'last reachable',
  incidents: 'Open incidents',
  none: 'None.',
  columns: {
    opened: 'Opened',
    device: 'Device',
    section: 'Section',
    type: 'Call type',
    duration: 'Duration',
    level: 'Battery',
  },
  incidentColumns: { type: 'Type', severity: 'Severity', subject: 'Subject', state: 'State', opened: 'Since' },
  footer: 'This report was sent by Wardlight. Recipients and content: Administration → Reports.',
};

const fr: ReportTexts = {
  kinds: { DAILY: 'Rapport quotidien', WEEKLY: 'Rapport hebdomadaire', MONTHLY: 'Rapport mensuel', MANUAL: 'Rapport' },
  subject: '{kind} {system} : {period}',
  period: 'Période',
  sections: 'Sections',
  allSections: 'toutes les sections',
  calls: 'Appels',
  total: 'Appels de la période',
  closed: 'dont fermés',
  median: 'Délai de fermeture (médiane)',
  p90: 'Délai de fermeture (90 %)',
  byType: 'Appels par type d’appel',
  longCalls: 'Appels longs',
  battery: 'Piles à changer',
  critical: 'critique',
  low: 'faible',
  notReachable: 'Appareils injoignables',
  since: 'dernier contact',
  incidents: 'Incidents ouverts',
  none: 'Aucun.',
  columns: {
    opened: 'Ouvert',
    device: 'Appareil',
    section: 'Section',
    type: 'Type d’appel',
    duration: 'Durée',
    level: 'Pile',
  },
  incidentColumns: { type: 'Type', severity: 'Gravité', subject: 'Objet', state: 'État', opened: 'Depuis' },
  footer: 'Ce rapport a été envoyé par Wardlight. Destinataires et contenu : Administration → Rapports.',
};

const it: ReportTexts = {
  kinds: {
    DAILY: 'Rapporto giornaliero',
    WEEKLY: 'Rapporto settimanale',
    MONTHLY: 'Rapporto mensile',
    MANUAL: 'Rapporto',
  },
  subject: '{kind} {system}: {period}',
  period: 'Periodo',
  sections: 'Reparti',
  allSections: 'tutti i reparti',
  calls: 'Chiamate',
  total: 'Chiamate nel periodo',
  closed: 'di cui chiuse',
  median: 'Tempo di chiusura (mediana)',
  p90: 'Tempo di chiusura (90 %)',
  byType: 'Chiamate per tipo di chiamata',
  longCalls: 'Chiamate lunghe',
  battery: 'Batterie da cambiare',
  critical: 'critica',
  low: 'bassa',
  notReachable: 'Dispositivi non raggiungibili',
  since: 'ultimo contatto',
  incidents: 'Incidenti aperti',
  none: 'Nessuno.',
  columns: {
    opened: 'Aperta',
    device: 'Dispositivo',
    section: 'Reparto',
    type: 'Tipo di chiamata',
    duration: 'Durata',
    level: 'Batteria',
  },
  incidentColumns: { type: 'Tipo', severity: 'Gravità', subject: 'Oggetto', state: 'Stato', opened: 'Dal' },
  footer: 'Questo rapporto è stato inviato da Wardlight. Destinatari e contenuto: Amministrazione → Rapporti.',
};

const TEXTS: Readonly<Record<Locale, ReportTexts>> = { de, en, fr, it };

export function reportTextsOf(locale: string): ReportTexts {
  return TEXTS[locale as Locale] ?? de;
}
