/** Frames above this are refused (close 1009); no operation or variables come near it. */
export const MAX_SOCKET_FRAME_BYTES = 1024 * 1024;

/** A ping every 12 s; a socket that has not answered by the next is dropped (graphql-ws's `ws` default). */
export const KEEP_ALIVE_MS = 12_000;

/** graphql-ws's sub-protocol, the only one spoken. */
export const GRAPHQL_WS_PROTOCOL = 'graphql-transport-ws';
