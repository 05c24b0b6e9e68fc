import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { ActiveDisplayNotesDocument } from '../../../generated/transport';
import { usePerSystemQuery } from '../filter/usePerSystemQuery';
import type { KeyedNote } from './DisplayNotes';

/** The active notes of every system shown, in sort order; a failed load notifies persistently (spec part 2 §8). */
export function useDisplayNotes(systemIds: readonly number[], refreshKey: number) {
  const { t } = useTranslation('display');
  const notify = useNotify();
  const results = usePerSystemQuery(ActiveDisplayNotesDocument, systemIds, refreshKey);
  const failed = [...results.values()].find((r) => r.error)?.error ?? null;

  useEffect(() => {
    if (failed) notify({ id: 'display-notes-error', type: 'error', title: t('notes.error'), persist: true });
  }, [failed, notify, t]);

  const notes = useMemo(() => {
    const all: KeyedNote[] = [...results].flatMap(([systemId, r]) =>
      (r.data?.activeDisplayNotes ?? []).map((note) => ({ ...note, key: `${systemId}-${note.id}` })),
    );
    return all.sort((a, b) => a.sort_order - b.sort_order);
  }, [results]);
  return { notes, error: failed };
}
