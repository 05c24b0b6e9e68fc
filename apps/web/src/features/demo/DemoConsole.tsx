import { Alert, Anchor, Loader, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonPanels } from './components/ButtonPanels';
import { DemoHeader } from './components/DemoHeader';
import { DemoTour } from './components/DemoTour';
import classes from './components/demo.module.css';
import { DisplayPreview, PhonePreviews } from './components/PhonePreviews';
import { ResetOverlay } from './components/ResetOverlay';
import { copySetupUrl } from './copy-setup';
import type { DemoLayout } from './demo-api';
import { demoApi } from './demo-api';
import { useDemoButtons } from './useDemoButtons';
import { useDemoReset } from './useDemoReset';
import { useDemoSignIn } from './useDemoSignIn';
import { usePreparedPhones } from './usePreparedPhones';
import { useTourSeen } from './useTourSeen';

/** The demo itself: header, button panels left, phones or the display right (spec part 2 §2). */
export function DemoConsole({ layout }: { layout: DemoLayout }) {
  const { t } = useTranslation('demo');
  const signIn = useDemoSignIn();
  const phones = usePreparedPhones(layout.phones);
  const devices = layout.floors.flatMap((f) => f.devices);
  const buttons = useDemoButtons(signIn === 'ready' ? devices : []);
  const reset = useDemoReset();
  const tour = useTourSeen();
  const [tab, setTab] = useState<string | null>('app');
  // The display loads when first shown, then stays, as the phones do: a frame that reloads on every
  // switch would show its connecting state each time.
  const [displaySeen, setDisplaySeen] = useState(false);
  const [closeFailed, setCloseFailed] = useState(false);

  const closeAll = () => {
    demoApi.closeAll().then(
      () => {
        setCloseFailed(false);
        buttons.clear();
      },
      () => setCloseFailed(true),
    );
  };

  if (signIn === 'pending') return <Loader m="xl" aria-label={t('signingIn')} />;
  return (
    <div className={classes.page}>
      <DemoHeader
        onCloseAll={closeAll}
        onReset={() => void reset.run()}
        onTour={tour.open}
        copySetupUrl={copySetupUrl(layout.simulator, window.location)}
      />
      {(signIn === 'failed' || reset.failed || closeFailed || phones === 'failed' || !layout.phones) && (
        <Alert color="red" role="alert" m="md" title={t('errors.title')}>
          {signIn === 'failed' && <div>{t('errors.signIn')}</div>}
          {reset.failed && <div>{t('errors.reset')}</div>}
          {closeFailed && <div>{t('errors.closeAll')}</div>}
          {(phones === 'failed' || !layout.phones) && <div>{t('errors.phones')}</div>}
        </Alert>
      )}
      <main className={classes.main}>
        <div className={classes.left}>
          <ButtonPanels layout={layout} buttons={buttons} />
        </div>
        <div className={classes.right}>
          <div className={classes.tabsRow}>
            <Anchor href="/" target="_blank" rel="noopener" className={classes.adminLink} data-tour="admin">
              {t('tabs.admin')}
            </Anchor>
            <Tabs
              value={tab}
              onChange={(next) => {
                setTab(next);
                if (next === 'visuals') setDisplaySeen(true);
              }}
              className={classes.tabs}
            >
              <Tabs.List>
                <Tabs.Tab value="app">{t('tabs.app')}</Tabs.Tab>
                <Tabs.Tab value="visuals">{t('tabs.visuals')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="app" pt="md">
                {/* Gone while a reset pairs the phones afresh: the old pages would forget the new pairing. */}
                {reset.step === null && (phones === 'ready' ? <PhonePreviews /> : phones === 'pending' && <Loader />)}
              </Tabs.Panel>
              <Tabs.Panel value="visuals" pt="md">
                {displaySeen && <DisplayPreview />}
              </Tabs.Panel>
            </Tabs>
          </div>
        </div>
      </main>
      {tour.opened && <DemoTour onClose={tour.close} />}
      {reset.step && <ResetOverlay step={reset.step} />}
    </div>
  );
}
