import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ActiveDisplayNotesQuery } from '../../../generated/transport';
import { formatDate } from '../../../ui/time/date-format';
import classes from '../view/display.module.css';

export type DisplayNote = ActiveDisplayNotesQuery['activeDisplayNotes'][number];
/** Note ids are per system; a display showing several systems keys them by both. */
export type KeyedNote = DisplayNote & { key: string };

const COLORS = new Set(['blue', 'green', 'red', 'yellow']);

/** The active display notes, in their sort order: beside the calls, or above them on narrow screens. */
export function DisplayNotes({ notes }: { notes: readonly KeyedNote[] }) {
  const { t } = useTranslation('display');
  if (notes.length === 0) return null;
  return (
    <section className={classes.notes} aria-label={t('notes.title')}>
      {notes.map((note) => (
        <Alert
          key={note.key}
          color={COLORS.has(note.color) ? note.color : 'blue'}
          variant="light"
          title={note.title}
          data-testid="display-note"
        >
          {note.display_date && note.display_from && (
            <Text size="sm" fw={600}>
              {formatDate(note.display_from)}
            </Text>
          )}
          <Text style={{ whiteSpace: 'pre-line' }}>{note.text}</Text>
        </Alert>
      ))}
    </section>
  );
}
