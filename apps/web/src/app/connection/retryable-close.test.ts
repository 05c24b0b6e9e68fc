import { describe, expect, it, vi } from 'vitest';
import { asRetryableClose, withRetryableClose } from './retryable-close';

describe('every close code is retryable', () => {
  it.each([1000, 1001, 1006, 1012, 4408, 4499, 4403])('%i is passed through', (code) => {
    expect(asRetryableClose({ code, reason: 'r', wasClean: false }).code).toBe(code);
  });

  it.each([1002, 1008, 1011, 4400, 4401, 4500, 4429])('%i becomes 1013 with the original in the reason', (code) => {
    expect(asRetryableClose({ code, reason: 'bye', wasClean: true })).toEqual({
      code: 1013,
      reason: `${code} bye`,
      wasClean: true,
    });
  });

  it('hands graphql-ws the retryable close and the listener the real one', () => {
    class FakeSocket extends EventTarget {
      static CONNECTING = 0;
      static OPEN = 1;
      static CLOSING = 2;
      static CLOSED = 3;
      onclose: ((ev: CloseEvent) => unknown) | null = null;
    }
    const heard = vi.fn();
    const Socket = withRetryableClose(FakeSocket as unknown as typeof WebSocket, heard);
    const socket = new Socket('ws://x');
    const handler = vi.fn();
    socket.onclose = handler;
    const event = Object.assign(new Event('close'), { code: 4400, reason: 'bad', wasClean: true });
    socket.dispatchEvent(event);
    expect(heard).toHaveBeenCalledWith(event);
    expect(handler).toHaveBeenCalledWith({ code: 1013, reason: '4400 bad', wasClean: true });
    expect(Socket.OPEN).toBe(1);
  });
});
