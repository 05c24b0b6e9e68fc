import { ActionIcon, Loader, Paper } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../view/icons';
import { useDrag } from './useDrag';
import { VIDEO_AUTO_CLOSE_MS, VIDEO_IMAGE_DELAY_MS } from './video-streams';

interface Props {
  url: string;
  width: number;
  minHeight: number;
  onClose: (url: string) => void;
}

/** One camera picture: shown after 1 s, closed by itself after 5 minutes, dragged anywhere. */
export function VideoFrame({ url, width, minHeight, onClose }: Props) {
  const { t } = useTranslation('display');
  const [showImage, setShowImage] = useState(false);
  const [showClose, setShowClose] = useState(false);
  const { offset, handlers } = useDrag(() => setShowClose((shown) => !shown));

  useEffect(() => {
    const image = setTimeout(() => setShowImage(true), VIDEO_IMAGE_DELAY_MS);
    const close = setTimeout(() => onClose(url), VIDEO_AUTO_CLOSE_MS);
    return () => {
      clearTimeout(image);
      clearTimeout(close);
    };
  }, [url, onClose]);

  return (
    <Paper
      shadow="xl"
      withBorder
      data-testid="video-frame"
      style={{
        position: 'relative',
        width,
        minHeight,
        transform: `translate(${offset.x}px, ${offset.y}px)`,
        touchAction: 'none',
        cursor: 'grab',
        overflow: 'hidden',
        background: 'black',
      }}
      {...handlers}
    >
      {showImage ? (
        <img src={url} alt={t('video.alt')} draggable={false} style={{ display: 'block', width: '100%' }} />
      ) : (
        <Loader
          color="gray"
          aria-label={t('video.loading')}
          style={{ margin: 'auto', display: 'block', marginTop: minHeight / 2 - 20 }}
        />
      )}
      {showClose && (
        <ActionIcon
          variant="filled"
          color="dark"
          size="xl"
          aria-label={t('video.close')}
          style={{ position: 'absolute', top: 8, right: 8 }}
          onPointerDown={(event) => event.stopPropagation()}
          onClick={() => onClose(url)}
        >
          <Icon name="close" />
        </ActionIcon>
      )}
    </Paper>
  );
}
