import { type Dispatch, type SetStateAction, useCallback, useRef } from 'react';

/**
 * One setter per field of a form's values, each keeping its identity across renders: FieldInput is
 * memoised, so a keystroke re-renders the field typed in, not every input of the form (a new arrow per
 * field and render made the node form's forty inputs re-render on each key, most of its typing time).
 */
export function useFieldSetters<V>(setValues: Dispatch<SetStateAction<V>>): (name: string) => (next: unknown) => void {
  const setters = useRef(new Map<string, (next: unknown) => void>());
  return useCallback(
    (name: string) => {
      let setter = setters.current.get(name);
      if (!setter) {
        setter = (next: unknown) => setValues((current) => ({ ...current, [name]: next }));
        setters.current.set(name, setter);
      }
      return setter;
    },
    [setValues],
  );
}
