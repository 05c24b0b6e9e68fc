import { Alert, Center, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransportQuery } from '../../../app/connection/transport-context';
import { OpenCallsDocument } from '../../../generated/transport';
import { useDisplayLocation, useDisplayParams } from '../app/display-router';
import type { DisplayCall } from '../calls/calls-feed';
import { DisplayConfigContext } from '../config/display-config';
import type { CallFormState } from '../view/useCallActions';

function formatOpenedAt(iso: string): string {
  return new Intl.DateTimeFormat('de-CH', { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}

/** The call as the display knows it; asks the server only when opened by address (a reload, a link). */
function useCall(id: number): { call: DisplayCall | null; loading: boolean } {
  const state = useDisplayLocation().state as Partial<CallFormState> | null;
  const given = state?.call?.id === id ? state.call : null;
  // The form opens over a display of one system (several open it in a new tab): that system's calls.
  const systems = useContext(DisplayConfigContext)?.systemIds ?? [];
  const system = systems.length === 1 ? systems[0] : undefined;
  const { data, loading } = useTransportQuery(OpenCallsDocument, {}, { skip: given !== null, system });
  return { call: given ?? data?.openCalls.find((c) => c.id === id) ?? null, loading: !given && loading };
}

/**
 * Route `displayCallForm` (/display/:slug?/call/:id): the call's fields, read-only until the call-log
 * issue brings the real call form.
 */
export function DisplayCallForm() {
  const { t } = useTranslation('display');
  const { call, loading } = useCall(Number(useDisplayParams().id));
  if (loading) {
    return (
      <Center>
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!call) return <Alert color="yellow">{t('form.gone')}</Alert>;
  const fields: [string, string][] = [
    ['device', call.device_text_long || call.device_text_short],
    ['callType', call.call_type_text],
    ['position', call.position ?? ''],
    ['section', call.section_name],
    ['source', call.call_source_text],
    ['openedAt', formatOpenedAt(call.opened_at)],
    ['handledBy', call.handled_by_app_username ?? ''],
  ];
  return (
    <Stack>
      <Title order={3}>{t('form.title')}</Title>
      {fields.map(([key, value]) => (
        <TextInput key={key} label={t(`form.fields.${key}`)} value={value} readOnly />
      ))}
    </Stack>
  );
}
