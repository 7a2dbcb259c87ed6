// Open server-sent event streams never go idle, so a server could not close while one is open.
// Every stream registers its end here; closing ends them all at once (browsers reconnect, to
// another node behind a load balancer), both when the API closes and when a server that mounts
// the API (the storefront's) begins to close.

export interface EventStreams {
  /** Registers a stream's end; the returned function forgets it (the stream ended by itself). */
  add(end: () => void): () => void;
  /** Ends every open stream. */
  endAll(): void;
}

export function createEventStreams(): EventStreams {
  const open = new Set<() => void>();
  return {
    add(end) {
      open.add(end);
      return () => open.delete(end);
    },
    endAll() {
      for (const end of [...open]) end();
    },
  };
}
