import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { TreeNodeAddNoteDocument, type TreeNodeDetailQuery } from '../../../generated/graphql';
import { formatDateTime } from '../../../ui/time/date-format';
import { useFieldErrors } from '../../../ui/useFieldErrors';

type Detail = NonNullable<TreeNodeDetailQuery['systemTreeNode']>;

const FIELDS = ['text'] as const;

/**
 * The node's latest note (spec part 1 §3) and, for those who may edit the node, a box to add one. The
 * detail query is refetched after adding, so the note shown is the server's newest.
 */
export function NodeNote({ detail, mayAdd }: { detail: Detail; mayAdd: boolean }) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const [text, setText] = useState('');
  const errors = useFieldErrors(FIELDS);
  const [add, { loading }] = useMutation(TreeNodeAddNoteDocument, { refetchQueries: ['TreeNodeDetail'] });
  const note = detail.latest_note;
  if (!note && !mayAdd) return null;

  const submit = async () => {
    errors.clear();
    try {
      await add({ variables: { id: detail.node.id, text } });
      setText('');
      notify({ id: 'tree-node-note', title: t('note.added') });
    } catch (error) {
      errors.setFromError(error);
    }
  };

  return (
    <Paper withBorder p="sm" aria-label={t('note.title')} component="section">
      <Stack gap="xs">
        <Title order={5}>{t('note.title')}</Title>
        {note ? (
          <div>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.text}
            </Text>
            <Text size="xs" c="dimmed">
              {t('note.by', { user: note.user_name, time: formatDateTime(note.created_at) })}
            </Text>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('note.none')}
          </Text>
        )}
        {mayAdd && (
          <>
            <Textarea
              label={t('note.new')}
              rows={3}
              value={text}
              error={errors.errors.text ?? errors.general[0]}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            <Group justify="flex-end">
              <Button size="xs" variant="light" loading={loading} disabled={!text.trim()} onClick={() => void submit()}>
                {t('note.add')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
