import type { DemoButton, DemoButtonState } from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/**
 * A room terminal as it hangs on the wall (drawn for Wardlight): a white plate with the red alert and
 * the green presence button, each a real button that is lit while its call is on.
 */
export function DeviceButtons(props: {
  label: string;
  lights: DemoButtonState;
  onPress: (button: DemoButton) => void;
}) {
  const { t } = useTranslation('demo');
  const button = (kind: DemoButton) => (
    <button
      type="button"
      className={classes.terminalButton}
      data-kind={kind}
      data-lit={props.lights[kind] || undefined}
      aria-pressed={props.lights[kind]}
      aria-label={t(`buttons.${kind}`, { device: props.label })}
      onClick={() => props.onPress(kind)}
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <circle cx="24" cy="24" r="21" className={classes.buttonRing} />
        <circle cx="24" cy="24" r="16" className={classes.buttonFace} />
        {kind === 'alert' ? (
          // a bell
          <path
            d="M24 13c-4.4 0-7.5 3.4-7.5 7.8v5.4l-2.5 3.6h20l-2.5-3.6v-5.4c0-4.4-3.1-7.8-7.5-7.8zm-3 19a3 3 0 0 0 6 0z"
            className={classes.buttonGlyph}
          />
        ) : (
          // a person standing in the room
          <path
            d="M24 12.5a3.6 3.6 0 1 1 0 7.2 3.6 3.6 0 0 1 0-7.2zm-5 9.5h10l-1.6 8h-2v6h-2.8v-6h-2z"
            className={classes.buttonGlyph}
          />
        )}
      </svg>
    </button>
  );
  return (
    <fieldset className={classes.terminal} aria-label={t('panel.terminal', { device: props.label })}>
      <svg className={classes.plate} viewBox="0 0 160 96" aria-hidden="true" focusable="false">
        <rect x="2" y="2" width="156" height="92" rx="14" className={classes.plateBody} />
        <rect x="12" y="10" width="136" height="8" rx="4" className={classes.plateSpeaker} />
        <circle cx="80" cy="84" r="3" className={classes.plateLed} data-lit={props.lights.alert || undefined} />
      </svg>
      <div className={classes.terminalButtons}>
        {button('alert')}
        {button('presence')}
      </div>
    </fieldset>
  );
}
