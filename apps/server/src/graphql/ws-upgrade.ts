import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { judgeOrigin } from '../http/origins';
import { clientAddress, type TrustFunction } from '../http/trust-proxy';

export const SOCKET_PATH = '/ws/backend';

/**
 * Sockets one client address may hold at once. A care home whose kiosks and ward PCs reach a hosted
 * server through one NAT shares an address: each console tab and each display holds one socket, so 100
 * leaves room for several dozen screens; a server on the home's own network sees every screen apart.
 */
export const DEFAULT_SOCKETS_PER_ADDRESS = 100;

export interface UpgradeGateOptions {
  allowedOrigins: readonly string[];
  trust: TrustFunction;
  /** 0: no limit. */
  socketsPerAddress: number;
}

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/**
 * The socket handshake's checks, before `ws` takes it (ADR 0020): the path; the `Origin`, as for the
 * API (a page of another origin on the same site must not open a socket with the user's cookie; a
 * client that sends no Origin is not a browser and carries no browser's cookie); the number of sockets
 * the client address already holds.
 */
export function createUpgradeGate(wss: WebSocketServer, options: UpgradeGateOptions) {
  const open = new Map<string, number>();
  return (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    if (new URL(req.url ?? '/', 'http://x').pathname !== SOCKET_PATH) {
      socket.destroy();
      return;
    }
    if (judgeOrigin(req, options.allowedOrigins, options.trust) === 'foreign') {
      refuse(socket, '403 Forbidden');
      return;
    }
    const address = clientAddress(req, options.trust);
    const held = open.get(address) ?? 0;
    if (options.socketsPerAddress > 0 && held >= options.socketsPerAddress) {
      refuse(socket, '429 Too Many Requests');
      return;
    }
    // Counted from the handshake on, so a burst of parallel handshakes cannot pass the limit together.
    open.set(address, held + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
}
