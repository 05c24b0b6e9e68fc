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

  it('closes a stream when the calls that opened it leave the display, and only then', () => {
    const call = (id: number) => ({ id, system_id: 1 });
    const { result, rerender } = renderHook(({ shown }) => useVideoStreams(true, shown), {
      initialProps: { shown: [call(7), call(8)] },
    });
    act(() => result.current.onMessage(start('http://cam/a', { id: 7, system: 1 })));
    act(() => result.current.onMessage(start('http://cam/a', { id: 8, system: 1 })));
    act(() => result.current.onMessage(start('http://cam/b', { id: 8, system: 1 })));
    act(() => result.current.onMessage(start('http://cam/plain')));
    expect(result.current.videos).toEqual([
      { url: 'http://cam/a' },
      { url: 'http://cam/b' },
      { url: 'http://cam/plain' },
    ]);

    // Call 8 closes: its own stream closes; the one call 7 opened too stays, as does the one without a call.
    rerender({ shown: [call(7)] });
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }, { url: 'http://cam/plain' }]);

    // Call 7 closes (or leaves the filter): its stream closes.
    rerender({ shown: [] });
    expect(result.current.videos).toEqual([{ url: 'http://cam/plain' }]);

    // A call that comes back later opens nothing by itself; a new message opens its stream again.
    rerender({ shown: [call(7)] });
    expect(result.current.videos).toEqual([{ url: 'http://cam/plain' }]);
    act(() => result.current.onMessage(start('http://cam/a', { id: 7, system: 1 })));
    expect(result.current.videos).toEqual([{ url: 'http://cam/plain' }, { url: 'http://cam/a' }]);
  });

  it('closes a stream whose call arrived after its message when that call closes', () => {
    const { result, rerender } = renderHook(({ shown }) => useVideoStreams(true, shown), {
      initialProps: { shown: [] as { id: number; system_id: number }[] },
    });
    act(() => result.current.onMessage(start('http://cam/a', { id: 9, system: 1 })));
    expect(result.current.videos).toEqual([]);
    rerender({ shown: [{ id: 9, system_id: 1 }] });
    expect(result.current.videos).toEqual([{ url: 'http://cam/a' }]);
    rerender({ shown: [] });
    expect(result.current.videos).toEqual([]);
  });
});
