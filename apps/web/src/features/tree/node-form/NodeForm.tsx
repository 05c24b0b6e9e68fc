import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import {
  checkTreeNode,
  type InheritableField,
  type InheritingNode,
  mayWriteNode,
  type NodeRuleValues,
} from '@wardlight/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../app/notifications/notifications-context';
import { TreeNodeCreateDocument, TreeNodeListDocument, TreeNodeUpdateDocument } from '../../../generated/graphql';
import { UnsavedChangesDialog } from '../../../ui/crud/UnsavedChangesDialog';
import { useFieldSetters } from '../../../ui/crud/useFieldSetters';
import { useUnsavedChanges } from '../../../ui/crud/useUnsavedChanges';
import { GeneralErrors } from '../../../ui/GeneralErrors';
import { useTreeAccess } from '../tree-access';
import { FlightProfileLinks } from './FlightProfileLinks';
import type { NodeLocksView } from './field-access';
import { NodeFieldGroups, type ParentValues } from './NodeFieldGroups';
import { NodeScheduleFields } from './NodeScheduleFields';
import { NODE_FIELD_NAMES } from './node-fields';
import { useNodeOptions } from './node-options';
import { inputOf, type NodeFormValues } from './node-values';
import { useCloseNodeForm } from './useCloseNodeForm';
import { useNodeErrors } from './useNodeErrors';

/** What the rules of the form need to know about the node's surroundings. */
export interface NodeSurroundings {
  parentValues: ParentValues;
  childrenInherit: readonly string[];
  textLongRequired: boolean;
  hasLinkedDevices: boolean;
  /** Nodes that are themselves linked to another: not a valid link target. */
  linkedNodeIds: ReadonlySet<number>;
}

export interface NodeFormProps {
  mode: 'new' | 'edit';
  id: number | null;
  initial: NodeFormValues;
  locks: NodeLocksView | null;
  surroundings: NodeSurroundings;
  /** Shown between the fields and the buttons (runtime values, relations). */
  children?: ReactNode;
  /** Delete and device actions, for an existing node; `onDone` leaves the form. */
  actions?: (handlers: { onError: (error: unknown) => void; onDone: () => void }) => ReactNode;
}

/** The parent as the rules see it: the values it passes down, itself inheriting nothing. */
function parentsOf(parentId: number | null, values: ParentValues): InheritingNode[] {
  if (parentId === null) return [];
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const id = (v: unknown) => (typeof v === 'number' ? v : null);
  return [
    {
      id: parentId,
      section_id: id(values.section_id),
      flight_profile_id: id(values.flight_profile_id),
      text_short: text(values.text_short),
      text_long: text(values.text_long),
      inherit_section: false,
      inherit_flight_profile: false,
      inherit_text_short: false,
      inherit_text_long: false,
    },
  ];
}

/**
 * The node form (spec part 1 §3–§6): every field with its inheritance switch, read-only where the
 * user lacks the permission or a lock holds it; the domain's node rules run before the server is
 * asked, and the server's answer lands on the fields.
 */
export function NodeForm({ mode, id, initial, locks, surroundings, children, actions }: NodeFormProps) {
  const { t } = useTranslation('tree');
  const notify = useNotify();
  const close = useCloseNodeForm();
  const access = useTreeAccess();
  const [baseline] = useState(initial);
  const [values, setValues] = useState(initial);
  const errors = useNodeErrors(NODE_FIELD_NAMES);
  const { schedules } = useNodeOptions();
  const canWrite =
    mayWriteNode(access.principal, values.kind, mode === 'new' ? 'create' : 'update', values.is_tech) && !locks?.node;
  const unsaved = useUnsavedChanges(canWrite && JSON.stringify(values) !== JSON.stringify(baseline));
  const refetchQueries = [TreeNodeListDocument];
  const [create, created] = useMutation(TreeNodeCreateDocument, { refetchQueries });
  const [update, updated] = useMutation(TreeNodeUpdateDocument, { refetchQueries });

  const setterOf = useFieldSetters(setValues);
  const fieldFacts = { principal: access.principal, mode, kind: values.kind, isTech: values.is_tech, locks };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canWrite || created.loading || updated.loading) return;
    const issues = checkTreeNode(values as unknown as NodeRuleValues, {
      id,
      parents: parentsOf(values.parent_id, surroundings.parentValues),
      inheritedByChild: Object.fromEntries(surroundings.childrenInherit.map((f) => [f, true])) as Partial<
        Record<InheritableField, boolean>
      >,
      textLongRequired: surroundings.textLongRequired,
      hasLinkedDevices: surroundings.hasLinkedDevices,
      targetIsLinked:
        values.linked_system_tree_node_id !== null && surroundings.linkedNodeIds.has(values.linked_system_tree_node_id),
    }).issues;
    if (issues.length > 0) return errors.setIssues(issues);
    try {
      const data = inputOf(values, schedules);
      if (mode === 'edit' && id !== null) await update({ variables: { id, data } });
      else await create({ variables: { data } });
    } catch (error) {
      errors.setFromError(error);
      notify({ id: 'tree-node-save', type: 'error', title: t('notify.saveFailed'), text: t('notify.correctInput') });
      return;
    }
    errors.clear();
    notify({ id: 'tree-node-save', title: t('notify.saved') });
    unsaved.release();
    close();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack>
        <Title order={3}>{mode === 'new' ? t('form.new') : t('form.edit', { name: initial.name })}</Title>
        {locks?.node && <Alert color="yellow">{t(`locks.${locks.node}`)}</Alert>}
        {!canWrite && !locks?.node && <Alert color="gray">{t('form.readOnly')}</Alert>}
        <GeneralErrors messages={errors.general} />
        {children}
        <NodeFieldGroups
          values={values}
          setterOf={setterOf}
          errors={errors.errors}
          access={fieldFacts}
          parentValues={surroundings.parentValues}
          below={{
            flight_profile_id: (
              <FlightProfileLinks
                nodeId={id}
                profileId={
                  values.inherit_flight_profile
                    ? ((surroundings.parentValues.flight_profile_id as number | null | undefined) ?? null)
                    : values.flight_profile_id
                }
              />
            ),
          }}
        />
        <NodeScheduleFields values={values} setterOf={setterOf} errors={errors.errors} access={fieldFacts} />
        <Group justify="flex-end">
          {actions?.({
            onError: (error) => errors.setFromError(error),
            onDone: () => {
              unsaved.release();
              close();
            },
          })}
          <Button variant="default" onClick={close}>
            {canWrite ? t('form.cancel') : t('form.close')}
          </Button>
          {canWrite && (
            <Button type="submit" loading={created.loading || updated.loading}>
              {t('form.save')}
            </Button>
          )}
        </Group>
      </Stack>
      <UnsavedChangesDialog opened={unsaved.blocked} onDiscard={unsaved.discard} onKeepEditing={unsaved.keepEditing} />
    </form>
  );
}
