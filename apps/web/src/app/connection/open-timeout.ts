/**
 * A WebSocket constructor whose sockets close themselves when they have not opened within `ms`
 * (reconnect-policy.ts CONNECT_TIMEOUT_MS): the close makes graphql-ws retry instead of waiting on a
 * server that took the connection but never answers.
 */
export function withOpenTimeout(Base: typeof WebSocket, ms: number): typeof WebSocket {
  function TimedWebSocket(url: string | URL, protocols?: string | string[]): WebSocket {
    const socket = new Base(url, protocols);
    const timer = setTimeout(() => {
      if (socket.readyState === 0) socket.close(); // CONNECTING
    }, ms);
    const settle = () => clearTimeout(timer);
    socket.addEventListener('open', settle);
    socket.addEventListener('close', settle);
    return socket;
  }
  // graphql-ws recognises a WebSocket class by these constants.
  Object.assign(TimedWebSocket, { CONNECTING: 0, OPEN: 1, CLOSING: 2, CLOSED: 3 });
  return TimedWebSocket as unknown as typeof WebSocket;
}
