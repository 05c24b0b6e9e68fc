import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './link-state.module.css';

/** The states the banner has words for; any other (a state added later) reads as unknown. */
const WORDED = new Set(['offline', 'unknown', 'unauthorized', 'loading', 'processing']);

interface Props {
  /** The systems whose calls may be missing, named (a wall may show several), with their link state. */
  systems: readonly { id: number; name: string; state: string }[];
  /** The server cannot store calls (its database or disk failed). */
  isServerIncomplete: boolean;
  /** Whose catalogue holds the words: the phone loads only its own. */
  ns?: 'common' | 'phone';
}

/**
 * Over the calls, not instead of them (ADR 0025): what is shown is still right as far as it goes, but calls
 * may be missing — unlike the not-live overlay, which hides calls the page can no longer vouch for.
 */
export function CallsIncompleteBanner({ systems, isServerIncomplete, ns = 'common' }: Props) {
  const { t } = useTranslation(ns);
  const titleId = useId();
  if (systems.length === 0 && !isServerIncomplete) return null;
  return (
    <div className={classes.banner} role="alert" aria-labelledby={titleId}>
      <div id={titleId} className={classes.title}>
        {t('callsIncomplete.title')}
      </div>
      {isServerIncomplete && <div>{t('callsIncomplete.server')}</div>}
      {systems.map(({ id, name, state }) => (
        <div key={id}>{t(`callsIncomplete.link.${WORDED.has(state) ? state : 'unknown'}`, { system: name })}</div>
      ))}
    </div>
  );
}
