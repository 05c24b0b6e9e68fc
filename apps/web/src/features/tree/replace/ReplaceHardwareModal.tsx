import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  TreeNodeDetailDocument,
  TreeNodeListDocument,
  TreeReplaceHardwareDocument,
  TreeReplacementCandidatesDocument,
} from '../../../generated/graphql';
import { useNodeErrors } from '../node-form/useNodeErrors';

const MIN_SEARCH = 2;
const DEBOUNCE_MS = 350;

interface Props {
  node: { id: number; name: string };
  opened: boolean;
  onClose: () => void;
}

/**
 * Hardware replacement (spec part 1 §2): find the spare or new device by MAC, serial or name, and move
 * its serial and MAC onto this device, which keeps its texts, section, call source and links.
 */
export function ReplaceHardwareModal({ node, opened, onClose }: Props) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const errors = useNodeErrors([]);
  const [search, setSearch] = useState('');
  const [settled] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const searching = opened && settled.length >= MIN_SEARCH;
  const candidates = useQuery(
    TreeReplacementCandidatesDocument,
    searching ? { variables: { id: node.id, search: settled }, fetchPolicy: 'network-only' } : skipToken,
  );
  const [replace, replacing] = useMutation(TreeReplaceHardwareDocument, {
    refetchQueries: [TreeNodeDetailDocument, TreeNodeListDocument],
  });
  const found = searching ? candidates.data?.systemTreeReplacementCandidates : undefined;

  const close = () => {
    setSearch('');
    errors.clear();
    onClose();
  };
  const take = async (sourceId: number) => {
    try {
      await replace({ variables: { id: node.id, source_id: sourceId } });
    } catch (error) {
      errors.setFromError(error);
      notify({ id: 'tree-replace', type: 'error', title: t('notify.replaceFailed') });
      return;
    }
    notify({ id: 'tree-replace', title: t('notify.replaced') });
    close();
  };

  return (
    <Modal opened={opened} onClose={close} title={t('replace.title', { name: node.name })} size="lg">
      <Stack>
        <Text size="sm">{t('replace.hint', { name: node.name })}</Text>
        <TextInput
          label={t('replace.search')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          data-autofocus
        />
        {errors.general.map((message) => (
          <Alert key={message} color="red">
            {message}
          </Alert>
        ))}
        {!searching && <Text c="dimmed">{t('replace.tooShort')}</Text>}
        {found && found.length === 0 && <Text c="dimmed">{t('replace.none')}</Text>}
        {found && found.length > 0 && (
          <Table>
            <Table.Tbody>
              {found.map(({ node: spare, parent_name }) => (
                <Table.Tr key={spare.id}>
                  <Table.Td>
                    <Text size="sm">{spare.name}</Text>
                    <Text size="xs" c="dimmed">
                      {parent_name ?? ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{spare.serial ?? ''}</Table.Td>
                  <Table.Td>{spare.mac ?? ''}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      loading={replacing.loading}
                      aria-label={t('replace.use', { name: spare.name })}
                      onClick={() => void take(spare.id)}
                    >
                      {t('replace.confirm')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('form.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
