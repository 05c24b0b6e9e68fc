import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Select, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import {
  type SystemTreeNodeBatchInput,
  TreeNodeBatchUpdateDocument,
  TreeNodeListDocument,
  TreeNodeOptionsDocument,
} from '../../../generated/graphql';
import { BatchOutcome, type BatchResult } from './BatchOutcome';
import { BATCH_FIELDS, type BatchValues, batchInput } from './batch-fields';

interface Props {
  nodes: readonly { id: number; name: string }[];
  opened: boolean;
  /** `changed`: the batch changed at least one element (the selection has served). */
  onClose: (changed: boolean) => void;
}

type Field = keyof SystemTreeNodeBatchInput;

/**
 * Batch edit (spec part 1 §2): tick the fields to change, give their value, apply to every selected
 * element. The server applies the rules per element; the outcome lists what changed and why the rest
 * did not (spec part 1 §8, partial failures of batch update).
 */
export function BatchEditModal({ nodes, opened, onClose }: Props) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const options = useQuery(TreeNodeOptionsDocument, { skip: !opened, fetchPolicy: 'cache-first' });
  const [run, running] = useMutation(TreeNodeBatchUpdateDocument, { refetchQueries: [TreeNodeListDocument] });
  const [ticked, setTicked] = useState<ReadonlySet<Field>>(new Set());
  const [values, setValues] = useState<BatchValues>({});
  const [result, setResult] = useState<BatchResult | null>(null);
  const [error, setError] = useState(false);
  const choices = options.data?.systemTreeNodeOptions;

  const close = () => {
    setTicked(new Set());
    setValues({});
    setResult(null);
    setError(false);
    onClose((result?.updated.length ?? 0) > 0);
  };
  const tick = (field: Field, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(field);
      else next.delete(field);
      return next;
    });
  const set = (field: Field, value: number | boolean | null) => setValues((v) => ({ ...v, [field]: value }));

  const apply = async () => {
    setError(false);
    try {
      const reply = await run({ variables: { ids: nodes.map((n) => n.id), data: batchInput(ticked, values) } });
      const outcome = reply.data?.updateSystemTreeNodes ?? null;
      setResult(outcome);
      const type = outcome && outcome.failed.length > 0 ? 'error' : 'success';
      notify({ id: 'tree-batch', type, title: t(type === 'error' ? 'notify.batchPartial' : 'notify.batchDone') });
    } catch {
      setError(true);
      notify({ id: 'tree-batch', type: 'error', title: t('notify.batchFailed') });
    }
  };

  const input = (name: Field, kind: (typeof BATCH_FIELDS)[number]['kind']) => {
    const label = t(`form.fields.${name}`);
    const disabled = !ticked.has(name);
    if (kind === 'switch')
      return (
        <Switch
          label={label}
          disabled={disabled}
          checked={values[name] === true}
          onChange={(e) => set(name, e.currentTarget.checked)}
        />
      );
    if (kind === 'level')
      return (
        <NumberInput
          label={label}
          disabled={disabled}
          min={0}
          max={10}
          value={(values[name] as number | undefined) ?? ''}
          onChange={(v) => set(name, typeof v === 'number' ? v : null)}
        />
      );
    const data =
      kind === 'section'
        ? (choices?.sections ?? []).map((s) => ({ value: String(s.id), label: s.name }))
        : (choices?.call_sources ?? []).map((c) => ({ value: String(c.id), label: `${c.number} ${c.text}` }));
    const value = values[name];
    return (
      <Select
        label={label}
        disabled={disabled}
        clearable
        data={data}
        value={typeof value === 'number' ? String(value) : null}
        onChange={(v) => set(name, v === null ? null : Number(v))}
      />
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={t('batch.title', { count: nodes.length })} size="lg">
      <Stack>
        <Text size="sm" c="dimmed">
          {nodes.map((n) => n.name).join(', ')}
        </Text>
        {result ? (
          <BatchOutcome result={result} />
        ) : (
          BATCH_FIELDS.map(({ name, kind }) => (
            <Group key={name} align="flex-end" wrap="nowrap">
              <Checkbox
                aria-label={t('batch.change', { field: t(`form.fields.${name}`) })}
                checked={ticked.has(name)}
                onChange={(e) => tick(name, e.currentTarget.checked)}
                mb={8}
              />
              <div style={{ flex: 1 }}>{input(name, kind)}</div>
            </Group>
          ))
        )}
        {error && <Alert color="red">{t('notify.batchFailed')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t(result ? 'form.close' : 'form.cancel')}
          </Button>
          {!result && (
            <Button onClick={() => void apply()} loading={running.loading} disabled={ticked.size === 0}>
              {t('batch.apply')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
