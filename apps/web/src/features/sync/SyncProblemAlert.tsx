import { Alert, Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formPathOf } from './sync-kinds';
import type { ItemIssue, SyncProblem } from './sync-problem';
import { fieldLabel, issueMessage, kindLabel } from './sync-texts';

interface Props {
  problem: SyncProblem;
  nameOf: (kind: string, id: number) => string | null;
}

/** Why the commit or the discard did not happen; refusals list each item with a way to its form. */
export function SyncProblemAlert({ problem, nameOf }: Props) {
  const { t } = useTranslation('sync');
  if (problem.type === 'commitRunning')
    return (
      <Alert color="yellow" title={t('problem.commitRunningTitle')}>
        {t('problem.commitRunning')}
      </Alert>
    );
  if (problem.type === 'unreachable')
    return (
      <Alert color="red" title={t('problem.unreachableTitle')}>
        {t('problem.unreachable')}
      </Alert>
    );
  if (problem.type === 'commitFailed')
    return (
      <Alert color="red" title={t('problem.commitFailedTitle')}>
        {t(`problem.commitErrors.${problem.key}`, {
          defaultValue: problem.message || t('problem.commitErrors.unknown'),
        })}
      </Alert>
    );
  if (problem.type === 'other')
    return (
      <Alert color="red" title={t('problem.otherTitle')}>
        {problem.messages.map((message) => (
          <Text key={message} size="sm">
            {message}
          </Text>
        ))}
      </Alert>
    );
  return (
    <Alert color="red" title={t('problem.refusedTitle')}>
      <List size="sm">
        {problem.issues.map((issue, index) => (
          // The same key and field may come back for several items.
          // biome-ignore lint/suspicious/noArrayIndexKey: issues have no identity of their own
          <List.Item key={index}>
            <IssueLine issue={issue} nameOf={nameOf} />
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

function IssueLine({ issue, nameOf }: { issue: ItemIssue; nameOf: Props['nameOf'] }) {
  const { t } = useTranslation('sync');
  const message = issueMessage(t, issue);
  if (!issue.kind || issue.id === null) return message;
  const item = t('problem.item', {
    kind: kindLabel(t, issue.kind),
    name: nameOf(issue.kind, issue.id) ?? t('idOnly', { id: issue.id }),
  });
  const path = formPathOf(issue.kind, issue.id);
  return (
    <>
      {path ? (
        <Anchor component={Link} to={path}>
          {item}
        </Anchor>
      ) : (
        item
      )}
      {' – '}
      {t('problem.fieldMessage', { field: fieldLabel(t, issue.kind, issue.field), message })}
    </>
  );
}
