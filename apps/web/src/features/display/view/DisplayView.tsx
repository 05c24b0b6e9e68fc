import { Alert, Button, Center, Loader } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransport } from '../../../app/connection/transport-context';
import { useSession } from '../../../app/session/session-context';
import { useNow } from '../../../ui/time/useNow';
import { useWindowTitle } from '../../../ui/useWindowTitle';
import { playEmergencyTone } from '../behaviour/emergency-tone';
import { enterFullscreen, leaveFullscreen } from '../behaviour/fullscreen';
import { useDesktopNotifications } from '../behaviour/useDesktopNotifications';
import { useDisplayMessages } from '../behaviour/useDisplayMessages';
import { useFullscreenBehaviour } from '../behaviour/useFullscreenBehaviour';
import { usePeriodicReload } from '../behaviour/usePeriodicReload';
import { useSystemContextSwitch } from '../behaviour/useSystemContextSwitch';
import { useWakeLock } from '../behaviour/useWakeLock';
import type { DisplayCall } from '../calls/calls-feed';
import { LazyCloseCallPopup as CloseCallPopup } from '../close/LazyCloseCallPopup';
import { useCloseCall } from '../close/useCloseCall';
import { useDisplayConfig } from '../config/display-config';
import { useDisplayHeartbeat } from '../fleet/useDisplayHeartbeat';
import { DisplayCallsIncomplete } from '../live/DisplayCallsIncomplete';
import { OfflineOverlay } from '../live/OfflineOverlay';
import { socketEventsOf } from '../live/socket-events';
import { useLiveness } from '../live/useLiveness';
import { useReconnected } from '../live/useReconnected';
import { useDisplayNotes } from '../notes/useDisplayNotes';
import { SoundBadge } from '../sound/SoundBadge';
import { useDisplaySound } from '../sound/useDisplaySound';
import { useVideoStreams } from '../video/useVideoStreams';
import { VideoFrames } from '../video/VideoFrames';
import { DisplayBody } from './DisplayBody';
import { DisplayHeader } from './DisplayHeader';
import { DisplayProblemNotice } from './DisplayProblemNotice';
import classes from './display.module.css';
import { blocksCalls, displayProblem } from './display-problem';
import { useCallActions } from './useCallActions';
import { useDelayedFlag } from './useDelayedFlag';
import { isNewEmergency, isStillOpen, useDisplayCalls } from './useDisplayCalls';

const NO_SYSTEMS_DEBOUNCE_MS = 1000;

/** The wall display (spec part 2 §2 Display): header, calls, presences, notes, video, and its safety net. */
export function DisplayView() {
  const { t } = useTranslation('display');
  const { config, profile, systemIds, openSettings } = useDisplayConfig();
  const { data } = useSession();
  const transport = useTransport();
  const socket = useMemo(() => socketEventsOf(transport.socket), [transport]);
  useWindowTitle(profile?.name ?? t('header.title'));
  const now = useNow(1000);
  const actions = useCallActions(systemIds.length);
  const fullscreen = useFullscreenBehaviour(config.fullscreen, actions.signedIn);
  const desktop = useDesktopNotifications();
  useWakeLock();
  usePeriodicReload();
  useSystemContextSwitch(config.system);

  const rendered = useDisplayHeartbeat(profile);
  const onArrived = useCallback(
    (calls: DisplayCall[]) => {
      rendered(calls);
      desktop.announce(calls);
      if (config.emergencyTone && calls.some(isNewEmergency)) playEmergencyTone();
    },
    [desktop, config.emergencyTone, rendered],
  );
  const display = useDisplayCalls({ config, systemIds, resetKey: String(profile?.id ?? ''), now, onArrived });
  const offline = useLiveness(display.feeds, socket);
  const sound = useDisplaySound(offline);
  const [notesKey, setNotesKey] = useState(0);
  const notes = useDisplayNotes(systemIds, notesKey);
  const shownCalls = useMemo(() => [...display.calls, ...display.presences], [display.calls, display.presences]);
  const video = useVideoStreams(config.videoStream, shownCalls);
  useDisplayMessages({
    notesChanged: () => setNotesKey((n) => n + 1),
    relationsChanged: display.refreshRelations,
    videoStream: video.onMessage,
  });
  // Messages sent while the socket was down are lost: after a reconnect, ask again for what they announce.
  useReconnected(() => {
    setNotesKey((n) => n + 1);
    display.refreshRelations();
  });
  const closing = useCloseCall((call) => isStillOpen(display.feeds, call));
  // Spec part 2 §4: the flag turns on after a 1 s debounce, so a profile still loading does not flash it.
  const noSystems = useDelayedFlag(systemIds.length === 0, NO_SYSTEMS_DEBOUNCE_MS);
  const lastError = [...display.errors, notes.error].filter((e): e is Error => e !== null).at(-1) ?? null;
  const systemNames = useMemo(
    () => (systemIds.length > 1 ? new Map(data.publicSystemParams.map((s) => [s.id, s.name])) : null),
    [systemIds.length, data.publicSystemParams],
  );
  const problem = displayProblem({
    setupDone: Boolean(data.appState.setup_time),
    systemCount: data.publicSystemParams.length,
    error: lastError,
  });
  const blocked = blocksCalls(problem);
  // The words on the wall say what to do; the server's own message is for whoever opens the console.
  useEffect(() => {
    if (lastError) console.warn('display: not everything could be loaded', lastError);
  }, [lastError]);

  return (
    <div className={classes.root} data-font-size={config.fontSize} data-fullscreen={fullscreen || undefined}>
      {!fullscreen && (
        <DisplayHeader
          profileName={profile?.name ?? null}
          signedIn={actions.signedIn}
          onSettings={actions.signedIn ? openSettings : null}
          notifications={window.isSecureContext ? desktop : null}
          fullscreen={fullscreen}
          onFullscreen={fullscreen ? leaveFullscreen : enterFullscreen}
        />
      )}
      {noSystems && !blocked && (
        <Alert color="yellow" m="md" title={t('noSystems.title')} role="alert">
          {actions.signedIn && (
            <Button variant="light" color="yellow" onClick={openSettings}>
              {t('noSystems.action')}
            </Button>
          )}
        </Alert>
      )}
      {problem && <DisplayProblemNotice problem={problem} onSettings={actions.signedIn ? openSettings : null} />}
      {!blocked && <DisplayCallsIncomplete systemIds={systemIds} />}
      {blocked ? null : display.loading ? (
        <Center style={{ flex: 1 }}>
          <Loader size="xl" aria-label={t('loading')} />
        </Center>
      ) : (
        <DisplayBody
          calls={display.calls}
          presences={display.presences}
          notes={notes.notes}
          now={now}
          fullscreen={fullscreen}
          systemNames={systemNames}
          onOpen={actions.open}
          mayClose={actions.mayClose}
          onClose={closing.ask}
        />
      )}
      {config.videoStream && <VideoFrames streams={video.videos} onClose={video.close} />}
      <CloseCallPopup state={closing.state} onCancel={closing.cancel} onConfirm={() => void closing.confirm()} />
      {offline && <OfflineOverlay reason={problem ? t(`unavailable.${problem}.title`) : null} />}
      {sound === 'locked' && <SoundBadge />}
    </div>
  );
}
