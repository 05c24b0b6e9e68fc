import { NumberInput, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../ui/crud/list-state';

/**
 * A field's own value while typing, handed on once typing paused (350 ms, spec part 1 §9); a value
 * that changes from outside — Back, a shared address, Reset — replaces what the field shows.
 */
function useSettled<T>(value: T, onSettle: (value: T) => void) {
  const [shown, setShown] = useState(value);
  const [outside, setOutside] = useState(value);
  const handedOn = useRef(value);
  // Adjusted while rendering, not in an effect: the field never shows the old text for a frame.
  if (!Object.is(value, outside)) {
    setOutside(value);
    if (!Object.is(value, handedOn.current)) {
      handedOn.current = value;
      setShown(value);
    }
  }
  const settle = useDebouncedCallback((next: T) => {
    handedOn.current = next;
    onSettle(next);
  }, SEARCH_DEBOUNCE_MS);
  return {
    shown,
    change: (next: T) => {
      setShown(next);
      settle(next);
    },
  };
}

export function SettledTextInput(props: { label: string; value: string; onSettle: (value: string) => void }) {
  const field = useSettled(props.value, (text: string) => props.onSettle(text.trim()));
  return (
    <TextInput
      label={props.label}
      type="search"
      value={field.shown}
      onChange={(event) => field.change(event.currentTarget.value)}
      w={220}
    />
  );
}

/** Whole minutes, or none. */
export function SettledMinutesInput(props: {
  label: string;
  value: number | null;
  onSettle: (value: number | null) => void;
}) {
  const field = useSettled(props.value, props.onSettle);
  return (
    <NumberInput
      label={props.label}
      value={field.shown ?? ''}
      onChange={(next) => field.change(typeof next === 'number' && next >= 0 ? Math.floor(next) : null)}
      min={0}
      allowDecimal={false}
      allowNegative={false}
      w={150}
    />
  );
}
