import { useElementSize } from '@mantine/hooks';
import {
  DEMO_PREVIEW_BASE_WIDTH,
  DEMO_STAFF,
  demoClientName,
  demoPartition,
  demoPreviewScale,
} from '@wardlight/domain';
import { useTranslation } from 'react-i18next';
import classes from './demo.module.css';

/** A phone's screen at the base width; its height as a common phone's (9:19.5). */
const PHONE_HEIGHT = Math.round((DEMO_PREVIEW_BASE_WIDTH * 19.5) / 9);

/** The phone client's address as the demo loads it (spec part 2 §7). */
export function phoneAddress(n: number, name: string): string {
  const query = new URLSearchParams({
    storagePartition: demoPartition(n),
    demoClient: demoClientName(n),
    demoUser: name,
  });
  return `/app/?${query.toString()}`;
}

/**
 * The three staff phones: the real phone client in frames, each in its own storage partition, scaled
 * together by the free width (400 px base, 150 px margin; spec part 2 §2).
 */
export function PhonePreviews() {
  const { t } = useTranslation('demo');
  const { ref, width } = useElementSize();
  const scale = demoPreviewScale(width || DEMO_PREVIEW_BASE_WIDTH, DEMO_STAFF.length);
  return (
    <div ref={ref} className={classes.phones} data-tour="phones" data-scale={scale}>
      {DEMO_STAFF.map((staff) => (
        <figure key={staff.n} className={classes.phone}>
          <div
            className={classes.phoneScreen}
            style={{ width: DEMO_PREVIEW_BASE_WIDTH * scale, height: PHONE_HEIGHT * scale }}
          >
            <iframe
              title={t('phones.frame', { name: staff.display_name })}
              src={phoneAddress(staff.n, staff.name)}
              className={classes.phoneFrame}
              style={{ width: DEMO_PREVIEW_BASE_WIDTH, height: PHONE_HEIGHT, transform: `scale(${scale})` }}
            />
          </div>
          <figcaption className={classes.phoneCaption}>{staff.display_name}</figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The wall display as visitors see it, fullscreen in a frame (spec part 2 §2 "Visuals"). */
export function DisplayPreview() {
  const { t } = useTranslation('demo');
  return (
    <iframe
      title={t('visuals.frame')}
      src="/display?fullscreen=1"
      className={classes.displayFrame}
      data-tour="display"
    />
  );
}
