import type { LiveEventType, ServerLiveMessage } from '@d742/contracts';

export type LiveEventOf<T extends LiveEventType> = Extract<ServerLiveMessage, { type: T }>;
export type LiveEventHandler<T extends LiveEventType> = (event: LiveEventOf<T>) => void;

const handlers = new Map<LiveEventType, Set<(event: ServerLiveMessage) => void>>();

/** Calls `handler` for every live event of `type` (e.g. messaging refetches on new_message). */
export function onLiveEvent<T extends LiveEventType>(
  type: T,
  handler: LiveEventHandler<T>,
): () => void {
  const listener = handler as (event: ServerLiveMessage) => void;
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
  };
}

export function emitLiveEvent(event: LiveEventOf<LiveEventType>): void {
  for (const handler of [...(handlers.get(event.type) ?? [])]) {
    try {
      handler(event);
    } catch (error) {
      // One subscriber's bug must not keep the event from the others.
      console.error('Live event handler failed', error);
    }
  }
}
