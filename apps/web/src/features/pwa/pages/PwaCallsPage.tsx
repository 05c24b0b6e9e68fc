import { Alert, Button, Card, Group, SegmentedControl, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { meetsPermissions } from '../../../app/guards/requirements';
import { useSession } from '../../../app/session/session-context';
import { hasErrorCode } from '../../../ui/graphql-errors';
import { DEFAULT_LOG_QUERY, type LogQuery } from '../../call-log/log-params';
import { useCallLog } from '../../call-log/useCallLog';
import { useCallTexts } from '../../call-log/useCallTexts';
import { useClock } from '../../call-log/useClock';
import { useLiveLog } from '../../call-log/useLiveLog';
import { CARD_MIN_HEIGHT, PwaCardFacts, PwaCardList, PwaEmpty, PwaLoading, PwaPage } from '../PwaPage';
import { PwaCallSheet } from './PwaCallSheet';

/** What the calls list reads: the call log's own query (server, cursor, live updates), open calls by default. */
function callsQuery(params: URLSearchParams): LogQuery {
  return { ...DEFAULT_LOG_QUERY, state: params.get('state') === 'all' ? 'all' : 'open' };
}

const ID = /^[1-9]\d*$/;

/** The call whose details are open (`?call=ID`), if any. */
export function openCallId(params: URLSearchParams): number | null {
  const id = params.get('call');
  return id && ID.test(id) ? Number(id) : null;
}

/** The page's address with the details of `id` open, or closed (`null`); the list's choice stays. */
export function withCall(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete('call');
  else next.set('call', String(id));
  return next;
}

/**
 * `/pwa/overview/calls`: the calls as cards, newest first, open ones by default — the call log's queries
 * and its live refresh (issue 12), never a cached list; a card opens the call's details in a sheet
 * (`?call=ID`, so back closes it). The route shows no permission (spec part 2 §2);
 * the calls themselves are the call log's (calllog::use_module), so without it the page says so.
 */
export function PwaCallsPage() {
  const { t } = useTranslation('pwa');
  const { situation } = useSession();
  const mayRead = meetsPermissions({ all: ['calllog::use_module'] }, situation);
  if (!mayRead) {
    return (
      <PwaPage title={t('calls.title')}>
        <Alert color="orange" role="alert" data-testid="pwa-no-access" title={t('noAccess.title')}>
          {t('calls.noPermission')}
        </Alert>
      </PwaPage>
    );
  }
  return <CallsList />;
}

function CallsList() {
  const { t } = useTranslation(['pwa', 'calllog']);
  const [params, setParams] = useSearchParams();
  const query = callsQuery(params);
  const openCall = openCallId(params);
  const log = useCallLog(query);
  const live = useLiveLog(log);
  const texts = useCallTexts();
  const now = useClock(1000);
  const refused = hasErrorCode(log.error, 'MISSING_PERMISSION');

  const body = () => {
    if (refused)
      return (
        <Alert color="orange" role="alert" data-testid="pwa-no-access" title={t('noAccess.title')}>
          {t('calls.noPermission')}
        </Alert>
      );
    if (!log.items) {
      if (log.error)
        return (
          <Alert color="red" title={t('calls.loadFailed')}>
            <Button mt="sm" variant="light" color="red" onClick={() => void log.refetchFirst()}>
              {t('calllog:list.retry')}
            </Button>
          </Alert>
        );
      return <PwaLoading label={t('calls.loading')} />;
    }
    if (log.items.length === 0 && !log.next)
      return <PwaEmpty>{query.state === 'open' ? t('calls.noneOpen') : t('calls.none')}</PwaEmpty>;
    return (
      <>
        <PwaCardList>
          {log.items.map((call) => (
            <li key={call.id}>
              <Card
                component={Link}
                to={{ search: withCall(params, call.id).toString() }}
                withBorder
                radius="md"
                p="sm"
                mih={CARD_MIN_HEIGHT}
                style={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
                data-call={call.id}
                data-open={!call.is_closed}
              >
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fw={600} lineClamp={1}>
                    {call.device_text_long || call.device_text_short || call.position || `#${call.id}`}
                  </Text>
                  <Text size="sm" fw={600} c={call.is_closed ? 'dimmed' : 'red.8'}>
                    {call.call_type_text}
                  </Text>
                </Group>
                <Text size="sm">{texts.callDuration(call, now)}</Text>
                <PwaCardFacts facts={[call.section_name, texts.time(call.opened_at), call.handled_by_app_username]} />
              </Card>
            </li>
          ))}
        </PwaCardList>
        {log.next && (
          <Button size="lg" variant="default" loading={log.loadingMore} onClick={() => void log.loadMore()}>
            {t('more')}
          </Button>
        )}
      </>
    );
  };

  return (
    <PwaPage title={t('calls.title')} onRefresh={log.refetchFirst}>
      <SegmentedControl
        fullWidth
        size="md"
        aria-label={t('calls.which')}
        value={query.state}
        onChange={(value) => setParams(value === 'all' ? { state: 'all' } : {})}
        data={[
          { value: 'open', label: t('calls.openOnes') },
          { value: 'all', label: t('calls.allOnes') },
        ]}
      />
      {live.hasNews && (
        <Alert color="blue" role="status">
          <Group justify="space-between">
            <Text size="sm">{t('calllog:list.news')}</Text>
            <Button size="sm" onClick={live.showNews}>
              {t('calllog:list.showNews')}
            </Button>
          </Group>
        </Alert>
      )}
      {body()}
      {openCall !== null && <PwaCallSheet id={openCall} onClose={() => setParams(withCall(params, null))} />}
    </PwaPage>
  );
}
