import { Alert, Center, Divider, Loader, Stack, Title } from '@mantine/core';
import { hasAnyPermission, type PermissionCode } from '@wardlight/domain';
import { Suspense, useContext, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransportQuery } from '../../../app/connection/transport-context';
import { useSession } from '../../../app/session/session-context';
import { DisplayCallDetailDocument, OpenCallsDocument } from '../../../generated/transport';
import { CallDetails } from '../../call-log/form/CallDetails';
import { CallTrail } from '../../call-log/form/CallTrail';
import type { CallRecord, CallStep } from '../../call-log/form/call-record';
import { useDialogName } from '../../call-log/form/useDialogName';
import { useDisplayLocation, useDisplayParams } from '../app/display-router';
import { DisplayConfigContext } from '../config/display-config';
import type { CallFormState } from '../view/useCallActions';

/** Who may read a call with its trail (`call(id)` in the SDL); others see what the display holds. */
const CALL_READERS: readonly PermissionCode[] = ['calllog::use_module', 'systemtree::use_module'];

interface DisplayCallState {
  call: CallRecord | null;
  /** The call with its trail, when the user may read it and it exists. */
  trail: (CallRecord & { actions: readonly CallStep[] }) | null;
  loading: boolean;
}

/**
 * The call: with its trail from the server where the user may read it; else — or when the server does
 * not know it — as the display holds it (the route state, or the open calls when opened by address).
 */
function useDisplayCall(id: number): DisplayCallState {
  const state = useDisplayLocation().state as Partial<CallFormState> | null;
  const given = state?.call?.id === id ? state.call : null;
  // The form opens over a display of one system (several open the console's form in a new tab).
  const systems = useContext(DisplayConfigContext)?.systemIds ?? [];
  const system = systems.length === 1 ? systems[0] : undefined;
  const mayRead = hasAnyPermission(useSession().situation.principal, CALL_READERS);
  const detail = useTransportQuery(DisplayCallDetailDocument, { id }, { skip: !mayRead, system });
  const detailPending = mayRead && detail.data === null && detail.error === null;
  const trail = detail.data?.call ?? null;
  const needOpenCalls = given === null && trail === null && !detailPending;
  const open = useTransportQuery(OpenCallsDocument, {}, { skip: !needOpenCalls, system });
  const openPending = needOpenCalls && open.data === null && open.error === null;
  const known = given ?? open.data?.openCalls.find((c) => c.id === id) ?? null;
  // The display holds open calls only.
  const call = trail ?? (known && { ...known, is_closed: false });
  return { call, trail, loading: call === null && (detailPending || openPending) };
}

function Loading() {
  const { t } = useTranslation('display');
  return (
    <Center>
      <Loader aria-label={t('loading')} />
    </Center>
  );
}

function CallForm() {
  // The call log's texts come in a chunk of their own, fetched when the form first opens.
  const { t } = useTranslation(['display', 'calllog']);
  const { call, trail, loading } = useDisplayCall(Number(useDisplayParams().id));
  const headingId = useId();
  const nameDialog = useDialogName();
  if (loading) return <Loading />;
  const heading = (
    <Title order={3} id={headingId} ref={nameDialog}>
      {call
        ? t('calllog:form.title', {
            type: call.call_type_text,
            device: call.device_text_long || call.device_text_short,
          })
        : t('display:form.title')}
    </Title>
  );
  if (!call)
    return (
      <Stack>
        {heading}
        <Alert color="yellow">{t('display:form.gone')}</Alert>
      </Stack>
    );
  return (
    <Stack>
      {heading}
      <CallDetails call={call} />
      {trail && (
        <>
          <Divider />
          <CallTrail call={trail} />
        </>
      )}
    </Stack>
  );
}

/**
 * Route `displayCallForm` (/display/:slug?/call/:id): the fields of the call and its trail, as the
 * console's call form shows them (features/call-log/form), without its Apollo Client or router.
 */
export function DisplayCallForm() {
  return (
    <Suspense fallback={<Loading />}>
      <CallForm />
    </Suspense>
  );
}
