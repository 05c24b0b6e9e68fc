/** A free TCP port on loopback, asked of the kernel and let go at once (free-port.mjs). */
export function freePort(): Promise<number>;
