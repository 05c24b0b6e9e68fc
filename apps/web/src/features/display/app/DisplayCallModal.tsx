import { Modal } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isTextEntry } from '../../../app/modal/is-text-entry';
import { MODAL_TRANSITION_MS } from '../../../app/modal/modal-transition';
import { DisplayCallForm } from '../form/DisplayCallForm';
import { displayPath } from './display-path';
import { useDisplayLocation, useDisplayNavigate, useDisplayParams } from './display-router';

/**
 * Route `displayCallForm` as the console's modal routes behave (spec part 1 §2 Shell): closing — the
 * backdrop, the close button, Escape outside a field — goes back to the display, slug and settings kept.
 */
export function DisplayCallModal() {
  const { t } = useTranslation('shell');
  const { slug } = useDisplayParams();
  const { search } = useDisplayLocation();
  const navigate = useDisplayNavigate();
  const close = () => navigate(`${displayPath(slug)}${search}`);
  // Mounted closed, then opened: a modal that starts opened would skip its slide-in.
  const [opened, setOpened] = useState(false);
  useEffect(() => setOpened(true), []);
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !event.isComposing && !event.defaultPrevented && !isTextEntry(event.target)) close();
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeOnEscape={false}
      size="lg"
      transitionProps={{ transition: 'slide-down', duration: MODAL_TRANSITION_MS }}
      closeButtonProps={{ 'aria-label': t('modal.close') }}
    >
      <DisplayCallForm />
    </Modal>
  );
}
