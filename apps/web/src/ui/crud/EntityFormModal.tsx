import { skipToken, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useCloseModal } from '../../app/modal/useCloseModal';
import type { EntityDefinition, ItemOf, ListData } from './define-entity';
import { EntityForm } from './EntityForm';
import { runtimeFields } from './field-types';
import { formTarget, loadedId } from './form-target';
import { rootOf } from './root-of';

function FormProblem({ text, onRetry }: { text: string; onRetry?: () => void }) {
  const { t } = useTranslation('crud');
  const close = useCloseModal();
  return (
    <Stack>
      <Alert color="red">{text}</Alert>
      <Group justify="flex-end">
        {onRetry && <Button onClick={onRetry}>{t('list.retry')}</Button>}
        <Button variant="default" onClick={close}>
          {t('form.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** A copy is the source's values with the fields that must not be copied set back to their defaults. */
function copyValues<V>(
  entity: { fields: EntityDefinition<ListData, unknown, unknown, V>['fields']; defaults: V },
  source: V,
): V {
  const reset = runtimeFields(entity.fields).filter((f) => f.resetOnCopy);
  const out = { ...source } as Record<string, unknown>;
  for (const field of reset) out[field.name] = (entity.defaults as Record<string, unknown>)[field.name];
  return out as V;
}

/**
 * The content of the `edit/:id?` modal (spec part 1 §2 "Form pages"): no id, -1 or 0 opens a new
 * record, a copy (`edit/-1` with the source in the navigation state) a new one filled from
 * another, a positive id that record, loaded cache-and-network (spec part 1 §7).
 */
export function EntityFormModal<TList extends ListData, TGet, TInput, V>({
  entity,
  idParam = 'id',
}: {
  entity: EntityDefinition<TList, TGet, TInput, V>;
  /** The route parameter with the record's id: `id`, or a holding form's own (`edit/:groupid/…`). */
  idParam?: string;
}) {
  const { t } = useTranslation('crud');
  const params = useParams();
  const location = useLocation();
  const target = formTarget(params[idParam], location.state);
  const id = loadedId(target);
  const query = useQuery(
    entity.documents.get,
    id === null ? skipToken : { variables: { id }, fetchPolicy: 'cache-and-network' },
  );

  if (target.mode === 'invalid') return <FormProblem text={t('form.notFound')} />;
  if (target.mode === 'new')
    return <EntityForm key="new" entity={entity} mode="new" id={null} initial={entity.defaults} />;

  const item = query.data ? (rootOf(query.data as object) as ItemOf<TGet> | null) : undefined;
  if (item === undefined) {
    if (query.error) return <FormProblem text={t('form.loadFailed')} onRetry={() => void query.refetch()} />;
    return (
      <Center p="xl">
        <Loader aria-label={t('list.loading')} />
      </Center>
    );
  }
  if (item === null) return <FormProblem text={t('form.notFound')} />;
  const values = entity.toValues(item);
  return target.mode === 'copy' ? (
    <EntityForm key={`copy:${id}`} entity={entity} mode="copy" id={null} initial={copyValues(entity, values)} />
  ) : (
    <EntityForm key={`edit:${id}`} entity={entity} mode="edit" id={id} initial={values} />
  );
}
