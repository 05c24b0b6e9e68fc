import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useVideoStreams } from './useVideoStreams';

const start = (url: string, call?: { id: number; system: number }) => ({
  url,
  action: 'start',
  ...(call ? { call_id: call.id, system_id: call.system } : {}),
});

describe('video streams of the display', () => {
  it('opens a call’s stream only if the display shows that call, also when the call comes after the message', () => {
    const { result, rerender } = renderHook(({ enabled, shown }) => useVideoStreams(enabled, shown), {
      initialProps: { enabled: true, shown: [{ id: 7, system_id: 1 }] },
    });
    act(() => result.current.onMessage(start('http://cam/a', { id: 7, system: 1 })));
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }]);

    // Another system's call 7, and a call this display filters out: nothing.
    act(() => result.current.onMessage(start('http://cam/b', { id: 7, system: 2 })));
    act(() => result.current.onMessage(start('http://cam/c', { id: 9, system: 1 })));
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }]);

    // Call 9 reaches the wall after its message: its stream opens then.
    rerender({
      enabled: true,
      shown: [
        { id: 7, system_id: 1 },
        { id: 9, system_id: 1 },
      ],
    });
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }, { url: 'http://cam/c' }]);

    act(() => result.current.close('http://cam/a'));
    expect(result.current.videos).toEqual([{ url: 'http://cam/c' }]);
  });

  it('takes a message without a call as the spec says, and nothing while video is off', () => {
    const { result, rerender } = renderHook(({ enabled }) => useVideoStreams(enabled, []), {
      initialProps: { enabled: true },
    });
    act(() => result.current.onMessage(start('http://cam/a')));
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }]);
    act(() => result.current.onMessage({ url: 'http://cam/a', action: 'stop' }));
    expect(result.current.videos).toEqual([]);

    rerender({ enabled: false });
    act(() => result.current.onMessage(start('http://cam/b')));
    expect(result.current.videos).toEqual([]);
  });
});
