import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemMessages } from '../connection/system-messages';
import { useNotify } from '../notifications/notifications-context';
import { readServerHealth } from './server-health';

const NOTICE_ID = 'server-health';
/**
 * A (re)subscription starts with `restart`; a problem that still lasts follows it within the same breath.
 * If none came by then, the problem is over (the server restarted, or recovered while the socket was down).
 */
export const RESTART_SETTLE_MS = 1_500;

/**
 * Technicians' alarm for this server's own faults (ADR 0024): a full or read-only disk, a database that is
 * away. It stays until the server says it works again, then gives way to a short all-clear. The causes are
 * the server's words: only technicians get them, so only they see this.
 */
export function ServerHealthNotice({ settleMs = RESTART_SETTLE_MS }: { settleMs?: number }) {
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const isAlarmShown = useRef(false);
  const settle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopSettling = () => {
    if (settle.current) clearTimeout(settle.current);
    settle.current = null;
  };
  useEffect(
    () => () => {
      if (settle.current) clearTimeout(settle.current);
    },
    [],
  );

  const allClear = () => {
    if (!isAlarmShown.current) return;
    isAlarmShown.current = false;
    notify({ id: NOTICE_ID, type: 'success', title: t('serverHealth.ok') });
  };

  useSystemMessages((message) => {
    if (message.subject === 'restart') {
      stopSettling();
      if (isAlarmShown.current) settle.current = setTimeout(allClear, settleMs);
      return;
    }
    if (message.subject !== 'server.health') return;
    stopSettling();
    const health = readServerHealth(message.payload);
    if (!health?.problems) return;
    if (health.status === 'ok') return allClear();
    isAlarmShown.current = true;
    notify({
      id: NOTICE_ID,
      type: 'error',
      persist: true,
      title: t(`serverHealth.${health.status}`),
      text: health.problems
        .map((p) =>
          t('serverHealth.problem', { source: t(`serverHealth.source.${p.source}`, p.source), reason: p.reason }),
        )
        .join(' · '),
    });
  });
  return null;
}
