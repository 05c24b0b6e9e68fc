import { request } from 'node:https';
import { type ConfiguratorTls, connectTls } from './tls-trust';

export interface TlsRequest {
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
  signal: AbortSignal;
  timeoutMs: number;
}

/** One HTTPS exchange over a connection trusted by `connectTls`: status and body text. */
export async function tlsExchange(
  url: URL,
  tls: ConfiguratorTls | undefined,
  init: TlsRequest,
): Promise<{ status: number; text: string }> {
  const socket = await connectTls(url, tls, init.timeoutMs);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: init.method,
      headers: init.headers,
      signal: init.signal,
      // The trusted socket, already through its handshake: nothing else connects. No agent, or the
      // agent's own connection (with its own trust) would be used instead.
      createConnection: () => socket,
    });
    req.once('error', (error) => {
      socket.destroy();
      reject(error);
    });
    req.once('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        socket.destroy();
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    req.end(init.body);
  });
}
