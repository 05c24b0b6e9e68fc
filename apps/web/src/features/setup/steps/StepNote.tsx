import { Alert } from '@mantine/core';

/** The success note a step shows once its data is stored. */
export function StepNote({ children }: { children: string }) {
  return (
    <Alert color="teal" role="status">
      {children}
    </Alert>
  );
}
