import { Stack } from '@mantine/core';
import { entityScreens } from '../../../ui/crud/entity-screens';
import { AppConnectionMatrix } from './AppConnectionMatrix';
import { appConnectionEntity } from './app-connections.entity';

const screens = entityScreens(appConnectionEntity);

/** The connections' list with the sections × connections matrix under it (spec part 2 §2). */
export function AppConnectionListPage() {
  return (
    <Stack gap="xl">
      <screens.List />
      <AppConnectionMatrix />
    </Stack>
  );
}

export const AppConnectionForm = screens.Form;
