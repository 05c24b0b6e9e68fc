import { useTranslation } from 'react-i18next';
import type { IncidentFieldsFragment } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { type DurationUnit, durationText } from '../../call-log/duration-text';

export const SEVERITY_COLORS: Record<string, string> = { Critical: 'red', Warning: 'orange', Info: 'blue' };

const num = (detail: Record<string, unknown>, name: string) =>
  typeof detail[name] === 'number' ? (detail[name] as number) : null;
const text = (detail: Record<string, unknown>, name: string) =>
  typeof detail[name] === 'string' ? (detail[name] as string) : null;

/** What an incident is about and what the rule saw, in the language of the console. */
export function useIncidentTexts() {
  const { t } = useTranslation(['incidents', 'calllog']);
  const unit = (name: DurationUnit, count: number) => t(`calllog:duration.${name}`, { count });
  return {
    duration: (seconds: number) => durationText(seconds, unit),
    device: (i: Pick<IncidentFieldsFragment, 'device_name' | 'hub_id' | 'system_tree_node_id'>) =>
      i.hub_id !== null ? t('incidents:hub', { name: i.device_name ?? i.hub_id }) : (i.device_name ?? ''),
    /** The rule's finding: battery and threshold, last heard, the defect call, the count. */
    finding: (i: Pick<IncidentFieldsFragment, 'type' | 'detail'>): string | null => {
      const d = (i.detail ?? {}) as Record<string, unknown>;
      switch (i.type) {
        case 'Battery':
          return t('incidents:detail.battery', { battery: num(d, 'battery'), threshold: num(d, 'threshold') });
        case 'Reachability': {
          const at = text(d, 'last_heard_at');
          const minutes = num(d, 'timeout_minutes');
          return at
            ? t('incidents:detail.lastHeard', { at: formatDateTime(at), minutes })
            : t('incidents:detail.neverHeard', { minutes });
        }
        case 'Defect': {
          const at = text(d, 'call_opened_at');
          return at ? t('incidents:detail.defectCall', { at: formatDateTime(at) }) : null;
        }
        case 'ProbableDefect':
          return t('incidents:detail.probable', {
            count: num(d, 'count'),
            hours: num(d, 'timeframe_hours'),
            threshold: num(d, 'threshold'),
          });
        default:
          return null;
      }
    },
  };
}
