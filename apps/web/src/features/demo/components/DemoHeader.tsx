import { Anchor, Button, Group, Menu, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/**
 * The demo's header (spec part 2 §2): its menu closes all calls or resets the demo, after a
 * confirmation that is German whatever the page's language (the spec's wording for the sales team).
 */
export function DemoHeader(props: {
  onCloseAll: () => void;
  onReset: () => void;
  onTour: () => void;
  copySetupUrl: string | null;
}) {
  const { t, i18n } = useTranslation('demo');
  // German is the fallback language, so its catalogue is always there.
  const german = i18n.getFixedT('de', 'demo');
  const [confirming, setConfirming] = useState(false);
  return (
    <header className={classes.header}>
      <Title order={1} size="h3">
        {t('title')}
      </Title>
      <Group gap="sm">
        {props.copySetupUrl && (
          <Anchor href={props.copySetupUrl} target="_blank" rel="noopener" data-tour="copy">
            {t('copySetup.link')}
          </Anchor>
        )}
        <Button variant="default" onClick={props.onTour}>
          {t('tour.start')}
        </Button>
        <Menu position="bottom-end">
          <Menu.Target>
            <Button data-tour="menu">{t('menu.label')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={props.onCloseAll}>{t('menu.closeAll')}</Menu.Item>
            <Menu.Item color="red" onClick={() => setConfirming(true)}>
              {t('menu.reset')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={german('reset.title')}>
        <Text mb="md" lang="de">
          {german('reset.confirm')}
        </Text>
        {i18n.language !== 'de' && (
          <Text mb="md" size="sm" c="dimmed">
            {t('reset.confirm')}
          </Text>
        )}
        <Group justify="flex-end" lang="de">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {german('reset.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => {
              setConfirming(false);
              props.onReset();
            }}
          >
            {german('reset.confirmButton')}
          </Button>
        </Group>
      </Modal>
    </header>
  );
}
