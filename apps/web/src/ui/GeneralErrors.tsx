import { Alert } from '@mantine/core';

/** Errors of a form that belong to no field; login shows them as a warning (spec part 1 §5). */
export function GeneralErrors({ messages, color = 'red' }: { messages: readonly string[]; color?: 'red' | 'yellow' }) {
  return messages.map((message) => (
    <Alert key={message} color={color}>
      {message}
    </Alert>
  ));
}
