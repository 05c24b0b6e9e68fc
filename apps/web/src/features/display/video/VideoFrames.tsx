import { VideoFrame } from './VideoFrame';
import { frameSize, VIDEO_SPACING_PX, type VideoStream } from './video-streams';

/** The video stream frames, stacked at the top right over the calls. */
export function VideoFrames({ streams, onClose }: { streams: readonly VideoStream[]; onClose: (url: string) => void }) {
  if (streams.length === 0) return null;
  const { width, minHeight } = frameSize(streams.length);
  return (
    <div
      style={{
        position: 'fixed',
        top: VIDEO_SPACING_PX,
        right: VIDEO_SPACING_PX,
        zIndex: 300,
        display: 'flex',
        flexDirection: 'column',
        gap: VIDEO_SPACING_PX,
      }}
    >
      {streams.map((stream) => (
        <VideoFrame key={stream.url} url={stream.url} width={width} minHeight={minHeight} onClose={onClose} />
      ))}
    </div>
  );
}
