import { Checkbox, Fieldset, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldInput } from '../../../ui/crud/FieldInput';
import { runtimeFields } from '../../../ui/crud/field-types';
import { type AccessFacts, type FieldAccess, fieldAccess } from './field-access';
import { apiFieldOf, inheritFlagOf, NODE_FIELD_GROUPS } from './node-fields';
import type { NodeFormValues } from './node-values';

/** What the parent passes down for the inheritable fields (null: nothing). */
export type ParentValues = Partial<Record<string, string | number | null>>;

interface Props {
  values: NodeFormValues;
  /** The field's setter, the same function on every render (useFieldSetters). */
  setterOf: (field: keyof NodeFormValues & string) => (value: unknown) => void;
  errors: Readonly<Record<string, string>>;
  access: AccessFacts;
  parentValues: ParentValues;
  /** Shown under a field, by field name (e.g. links to the flight profile form). */
  below?: Readonly<Record<string, ReactNode>>;
}

/**
 * The node form's fields by group. A field that can come from the parent has an "inherit" switch:
 * while it is on, the input shows the parent's value and cannot be typed in (spec part 1 §3). A
 * read-only field says why when a lock holds it.
 */
export function NodeFieldGroups({ values, setterOf, errors, access, parentValues, below }: Props) {
  const { t } = useTranslation('tree');
  const context = { values, mode: access.mode, principal: access.principal };
  const accessOf = (name: string): FieldAccess => fieldAccess(apiFieldOf(name), access);
  // A lock of the whole node is said once above the form, not under every field.
  const lockText = (a: FieldAccess) =>
    a.readOnly && a.because === 'lock' && !access.locks?.node ? t(`locks.${a.reason}`) : undefined;

  return (
    <Stack>
      {NODE_FIELD_GROUPS.map((group) => {
        const fields = runtimeFields(group.fields).filter((f) => f.visible?.(context) ?? true);
        if (fields.length === 0) return null;
        return (
          <Fieldset key={group.key} legend={t(`form.groups.${group.key}`)}>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {fields.map((field) => {
                const fieldState = accessOf(field.name);
                const flag = inheritFlagOf(field.name);
                const inherits = flag !== null && values[flag] === true;
                const flagState = flag ? accessOf(flag) : null;
                const value = inherits
                  ? (parentValues[field.name] ?? null)
                  : values[field.name as keyof NodeFormValues];
                const hint = field.hint ? t(`form.hints.${field.name}`) : undefined;
                return (
                  <Stack key={field.name} gap={4}>
                    <FieldInput
                      field={field}
                      value={field.kind === 'bytes' ? (value ?? '') : value}
                      onChange={setterOf(field.name as keyof NodeFormValues & string)}
                      readOnly={fieldState.readOnly || inherits}
                      label={t(`form.fields.${field.name}`)}
                      description={lockText(fieldState) ?? hint}
                      error={errors[field.name]}
                    />
                    {flag && flagState && (
                      <Checkbox
                        size="xs"
                        label={t('form.inherit')}
                        checked={inherits}
                        disabled={flagState.readOnly}
                        onChange={(event) => setterOf(flag)(event.currentTarget.checked)}
                      />
                    )}
                    {below?.[field.name]}
                  </Stack>
                );
              })}
            </SimpleGrid>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
