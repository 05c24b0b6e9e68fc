import { Alert, Center, Loader, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useNotify } from '../../app/notifications/notifications-context';

/**
 * Rows chosen on a list for an action on all of them (approve, revoke, forget…): the chosen ids among
 * the rows shown, toggled one by one or all at once, and `act`, which runs the action on them, says how
 * it went and starts afresh.
 */
export function useBulkSelection(notifyId: string, refetch: () => Promise<unknown>) {
  const notify = useNotify();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (changed: readonly number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of changed) on ? next.add(id) : next.delete(id);
      return next;
    });
  return {
    selected,
    toggle,
    /** The chosen ids among `rows` (a row that left the list is no longer acted on). */
    chosen: (rows: readonly { id: number }[]) => rows.filter((r) => selected.has(r.id)).map((r) => r.id),
    async act(run: () => Promise<unknown>, texts: { done: string; failed: string }) {
      try {
        await run();
        notify({ id: notifyId, title: texts.done });
        setSelected(new Set());
        await refetch();
      } catch {
        notify({ id: notifyId, type: 'error', title: texts.failed });
      }
    },
  };
}

/** A list's body: its error, a loader until the first answer, the empty text, or the table. */
export function ListBody(props: {
  failed: boolean;
  loaded: boolean;
  empty: boolean;
  texts: { failed: string; loading: string; empty: string };
  children: ReactNode;
}) {
  if (props.failed && !props.loaded) return <Alert color="red" title={props.texts.failed} />;
  if (!props.loaded)
    return (
      <Center p="xl">
        <Loader aria-label={props.texts.loading} />
      </Center>
    );
  if (props.empty)
    return (
      <Text c="dimmed" ta="center" p="xl">
        {props.texts.empty}
      </Text>
    );
  return props.children;
}
