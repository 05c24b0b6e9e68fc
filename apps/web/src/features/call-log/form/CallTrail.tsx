import { Text, Timeline, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCallTexts } from '../useCallTexts';
import type { CallRecord, CallStep } from './call-record';
import { trailOf } from './trail';

/**
 * The call's handling as a timeline (issue 12, spec part 2 §3 Call actions): opened, each step with
 * its time, how long after the opening it came, who took it and what it says, and closed.
 */
export function CallTrail({ call }: { call: CallRecord & { actions: readonly CallStep[] } }) {
  const { t } = useTranslation('calllog');
  const texts = useCallTexts();
  const titleId = useId();
  const entries = trailOf(call);
  const actor = (step: CallStep) => {
    const kind = t(`trail.actors.${step.actor_kind}`, { defaultValue: step.actor_kind });
    return step.actor_name ? t('trail.actor', { kind, name: step.actor_name }) : kind;
  };
  return (
    <section aria-labelledby={titleId}>
      <Title order={4} id={titleId} mb="sm">
        {t('trail.title')}
      </Title>
      <Timeline active={entries.length - 1} bulletSize={14} lineWidth={2}>
        {entries.map((entry) => {
          const label =
            entry.kind === 'step'
              ? t(`trail.actions.${entry.step.action}`, { defaultValue: entry.step.action })
              : t(`trail.${entry.kind}`);
          const after =
            entry.afterSeconds === null ? null : t('trail.after', { duration: texts.duration(entry.afterSeconds) });
          return (
            <Timeline.Item key={entry.key} title={label}>
              <Text size="sm" c="dimmed">
                {after ? t('trail.when', { time: texts.time(entry.at), after }) : texts.time(entry.at)}
              </Text>
              {entry.kind === 'step' && (
                <>
                  <Text size="sm">{actor(entry.step)}</Text>
                  {entry.step.detail && <Text size="sm">{entry.step.detail}</Text>}
                </>
              )}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </section>
  );
}
