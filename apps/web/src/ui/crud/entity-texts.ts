import { type EntityDefinition, type ListData, textPrefix } from './define-entity';
import { runtimeFields } from './field-types';

/** Every text key the kit reads for a declaration; a test keeps them in the catalogues. */
export function entityTextKeys<TList extends ListData, TGet, TInput, V>(
  entity: EntityDefinition<TList, TGet, TInput, V>,
): string[] {
  const prefix = textPrefix(entity);
  const fields = runtimeFields(entity.fields);
  return [
    `${prefix}.title`,
    `${prefix}.new`,
    ...['new', 'edit', 'copy'].map((mode) => `${prefix}.form.${mode}`),
    ...entity.columns.map((c) => `${prefix}.columns.${c.key}`),
    ...fields.map((f) => `${prefix}.fields.${f.name}`),
    ...fields.filter((f) => f.hint).map((f) => `${prefix}.hints.${f.name}`),
  ];
}
