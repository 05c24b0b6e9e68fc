import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

interface Props {
  /** Items waiting for the commit. */
  count: number;
  /** A commit runs, or a request is under way. */
  blocked: boolean;
  onCommit: () => void;
  onDiscard: () => void;
}

/** The page's two actions, each behind a confirmation: a commit takes minutes, a discard cannot be undone. */
export function SyncActions({ count, blocked, onCommit, onDiscard }: Props) {
  const { t } = useTranslation('sync');
  const [asking, setAsking] = useState<'commit' | 'discard' | null>(null);
  const disabled = blocked || count === 0;
  const answer = (action: () => void) => () => {
    setAsking(null);
    action();
  };
  return (
    <>
      <Button variant="default" color="red" disabled={disabled} onClick={() => setAsking('discard')}>
        {t('discard.button')}
      </Button>
      <Button disabled={disabled} onClick={() => setAsking('commit')}>
        {t('commit.button')}
      </Button>
      <ConfirmDialog
        opened={asking === 'commit'}
        title={t('commit.confirmTitle')}
        text={t('commit.confirmText', { count })}
        confirmLabel={t('commit.confirm')}
        cancelLabel={t('cancel')}
        onConfirm={answer(onCommit)}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        opened={asking === 'discard'}
        title={t('discard.confirmTitle')}
        text={t('discard.confirmText', { count })}
        confirmLabel={t('discard.confirm')}
        cancelLabel={t('cancel')}
        color="red"
        onConfirm={answer(onDiscard)}
        onCancel={() => setAsking(null)}
      />
    </>
  );
}
