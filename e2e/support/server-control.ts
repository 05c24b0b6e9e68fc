// The global setup's control endpoint (support/stack.ts): the server process stops and starts while
// the simulator and the browser go on, and the simulator while the server and the browser go on.
import type { StackInfo } from './stack-info';

async function control(stack: StackInfo, path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${stack.controlURL}${path}`, { method: 'POST', body: JSON.stringify(body) });
  if (response.status !== 204) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
}

/** The server goes away (SIGTERM), as in a crash or an update; returns once it has exited. */
export const stopServer = (stack: StackInfo) => control(stack, '/stop-server');

/** The server comes back on its port and data, with its version; returns once it answers /backend/health. */
export const startServer = (stack: StackInfo) => control(stack, '/start-server');

/** The simulator goes away (SIGTERM: its sockets close with 1012), as a call system that is switched off. */
export const stopSimulator = (stack: StackInfo) => control(stack, '/stop-simulator');

/** The simulator comes back on its port with its state; returns once it listens. */
export const startSimulator = (stack: StackInfo) => control(stack, '/start-simulator');

/** The server restarts with extra settings (kept until the next restart); returns once it answers again. */
export const restartServerWith = (stack: StackInfo, env: Record<string, string>) =>
  control(stack, '/restart-server', { env });
