import type { IncomingHttpHeaders } from 'node:http';
import type { FrameSink } from '../socket-frames';

/** What the server keeps of a socket's upgrade request: the gateway holds the TCP socket itself. */
export interface SocketRequest {
  readonly headers: IncomingHttpHeaders;
  /** The client's address (ADR 0020: the proxy's word only when trusted), read before the hand-over. */
  readonly clientIp: string;
}

/** What a socket needs of the gateway link (gateway-link.ts). */
export interface GatewayWriter {
  send(conn: number, data: string): void;
  close(conn: number, code: number, reason: string): void;
  fan(payload: Buffer, id: string, conn: number): void;
}

type OnClose = (code: number, reason: string) => void;

/**
 * The server's side of one socket the gateway holds: what graphql-ws and the session watch use in
 * place of a `ws` socket. Writes go to the gateway; what the client sends comes back through it.
 */
export class GatewaySocket {
  private onText: ((data: string) => Promise<void> | void) | null = null;
  private readonly onEnd: OnClose[] = [];
  private onSlow: ((buffered: number) => void) | null = null;
  private ended = false;

  constructor(
    private readonly writer: GatewayWriter,
    readonly conn: number,
    readonly protocol: string,
    readonly request: SocketRequest,
    private readonly onFault: (error: unknown) => void,
  ) {}

  get isOpen(): boolean {
    return !this.ended;
  }

  send(data: string): void {
    if (!this.ended) this.writer.send(this.conn, data);
  }

  close(code: number, reason: string): void {
    if (!this.ended) this.writer.close(this.conn, code, reason);
  }

  /** The `next` frames of subscription `id`: the payload goes to the gateway once for every socket. */
  sink(id: string): FrameSink {
    return {
      next: (payload) => {
        if (!this.ended) this.writer.fan(payload, id, this.conn);
      },
    };
  }

  onMessage(handler: (data: string) => Promise<void> | void): void {
    this.onText = handler;
  }

  onClose(handler: OnClose): void {
    if (this.ended) handler(1006, '');
    else this.onEnd.push(handler);
  }

  /** The gateway cut the socket off for reading too slowly. */
  onCut(handler: (buffered: number) => void): void {
    this.onSlow = handler;
  }

  /** From the gateway: the client sent a message. A handler's failure closes the socket (1011), as graphql-ws's `ws` adapter does. */
  received(data: string): void {
    const handler = this.onText;
    if (!handler) return;
    Promise.resolve()
      .then(() => handler(data))
      .catch((error: unknown) => {
        this.onFault(error);
        this.close(1011, 'Internal server error');
      });
  }

  cut(buffered: number): void {
    this.onSlow?.(buffered);
  }

  /** From the gateway (or its loss): the socket is gone. */
  end(code: number, reason: string): void {
    if (this.ended) return;
    this.ended = true;
    for (const handler of this.onEnd.splice(0)) handler(code, reason);
  }
}
