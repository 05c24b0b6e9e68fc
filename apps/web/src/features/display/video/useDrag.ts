import { type PointerEvent, useCallback, useRef, useState } from 'react';
import { VIDEO_TAP_THRESHOLD_PX } from './video-streams';

/**
 * Pointer dragging (mouse, pen and touch alike). A press that never moves more than 3 px is a tap
 * (spec part 2 §9), reported through `onTap` instead of moving the frame.
 */
export function useDrag(onTap: () => void) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const gesture = useRef<{ startX: number; startY: number; baseX: number; baseY: number; moved: boolean } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      gesture.current = {
        startX: event.clientX,
        startY: event.clientY,
        baseX: offset.x,
        baseY: offset.y,
        moved: false,
      };
    },
    [offset],
  );
  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const g = gesture.current;
    if (!g) return;
    const dx = event.clientX - g.startX;
    const dy = event.clientY - g.startY;
    if (!g.moved && Math.hypot(dx, dy) <= VIDEO_TAP_THRESHOLD_PX) return;
    g.moved = true;
    setOffset({ x: g.baseX + dx, y: g.baseY + dy });
  }, []);
  const onPointerUp = useCallback(() => {
    const g = gesture.current;
    gesture.current = null;
    if (g && !g.moved) onTap();
  }, [onTap]);

  return { offset, handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp } };
}
