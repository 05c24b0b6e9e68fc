import type { Client } from 'graphql-ws';

/**
 * What the display hears of the subscription socket itself. graphql-ws pings every few seconds
 * (app/connection/reconnect-policy.ts) and the server answers: those pongs are the heartbeat that
 * tells a quiet ward from a dead link. `heard` is a ping or pong that came from the server.
 */
export type SocketEvent = 'connected' | 'closed' | 'heard';

export interface SocketEvents {
  on(event: SocketEvent, listener: () => void): () => void;
}

export function socketEventsOf(socket: Client): SocketEvents {
  return {
    on(event, listener) {
      if (event !== 'heard') return socket.on(event, () => listener());
      // `received` is false for the pings and pongs this client sends itself.
      const offPing = socket.on('ping', (received) => received && listener());
      const offPong = socket.on('pong', (received) => received && listener());
      return () => {
        offPing();
        offPong();
      };
    },
  };
}
