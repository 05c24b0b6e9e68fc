// The socket gateway's entry when the server runs from its TypeScript (tests, tsx): the child registers
// tsx for itself, as the export worker does (export-worker.mjs). A server run from its bundle starts
// dist/gateway.mjs instead (gateway-link.ts), with no TypeScript loader in the gateway's memory.
import { register } from 'tsx/esm/api';

register();
await import('./gateway-main.ts');
