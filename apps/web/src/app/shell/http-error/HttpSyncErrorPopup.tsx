import { useSubscription } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GetsHttpErrorDocument } from '../../../generated/graphql';
import { pathOf } from '../../routes/route-index';
import { useSession } from '../../session/session-context';
import { HTTP_ERROR_POPUP_Z_INDEX, POPUP_WIDTH } from '../shell-constants';
import { useMatchedRoute } from '../useMatchedRoute';
import { HttpErrorDetails, type HttpSyncError } from './HttpErrorDetails';

/**
 * A failed HTTP exchange with the configurator (spec part 1 §8; part 2 §4, Commit handling): for
 * signed-in users off the display, a popup advising a sync, with the details behind a toggle.
 */
export function HttpSyncErrorPopup() {
  const { user } = useSession();
  const onDisplay = useMatchedRoute('display');
  const [error, setError] = useState<HttpSyncError | null>(null);
  useSubscription(GetsHttpErrorDocument, {
    skip: !user,
    onData: ({ data }) => {
      const next = data.data?.getsHTTPError;
      if (next && !onDisplay) setError(next);
    },
  });
  if (!error || !user) return null;
  return <HttpSyncErrorDialog error={error} onClose={() => setError(null)} />;
}

function HttpSyncErrorDialog({ error, onClose }: { error: HttpSyncError; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [showDetails, setShowDetails] = useState(false);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size={POPUP_WIDTH}
      zIndex={HTTP_ERROR_POPUP_Z_INDEX}
      title={t('httpError.title')}
    >
      <Stack>
        <Text>{error.message}</Text>
        <Text size="sm" c="dimmed">
          {t('httpError.advice')}
        </Text>
        <Button
          variant="subtle"
          size="compact-sm"
          w="fit-content"
          aria-expanded={showDetails}
          onClick={() => setShowDetails((shown) => !shown)}
        >
          {showDetails ? t('httpError.hideDetails') : t('httpError.showDetails')}
        </Button>
        {showDetails && <HttpErrorDetails error={error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('httpError.ignore')}
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate(pathOf('sync'));
            }}
          >
            {t('httpError.toSync')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
