import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathOf } from '../../routes/route-index';
import { HTTP_ERROR_POPUP_Z_INDEX, POPUP_WIDTH } from '../shell-constants';
import { HttpErrorDetails, type HttpSyncError } from './HttpErrorDetails';

/** The popup HttpSyncErrorPopup shows for one failed exchange. */
export function HttpSyncErrorDialog({ error, onClose }: { error: HttpSyncError; onClose: () => void }) {
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
