import type { ContentChanges } from '@innerweather/core/content/content-changes';
import type { Logger } from '@innerweather/core/shared/logger';
import type { Redis } from 'ioredis';

/**
 * Services mode's word that managed content changed: the process that saved publishes on a Redis channel, every API
 * process listens on a connection of its own (opened on its first list). It counts as listening only from the
 * moment Redis confirmed the subscription until that connection closes: pub/sub keeps nothing, so while it is away
 * a change could go unheard, and the content service keeps nothing.
 */
export function createRedisContentChanges(
  redis: Redis,
  options: { prefix: string; logger: Logger },
): ContentChanges {
  const channel = `${options.prefix}:content-changed`;
  const listeners = new Set<() => void>();
  const tell = () => {
    for (const listener of listeners) listener();
  };
  let subscriber: Redis | null = null;
  let subscribed = false;

  const subscribe = (connection: Redis) => {
    connection
      .subscribe(channel)
      .then(() => {
        if (connection.status !== 'ready') return;
        subscribed = true;
        // Whatever was read before this moment may predate a change nobody heard.
        tell();
      })
      .catch((err: unknown) =>
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'content changes: subscribe failed',
        ),
      );
  };

  const open = () => {
    if (subscriber) return;
    const connection = redis.duplicate();
    subscriber = connection;
    connection.on('error', (err: Error) =>
      options.logger.warn({ err: err.message }, 'content changes: subscriber connection problem'),
    );
    connection.on('message', (from: string) => {
      if (from === channel) tell();
    });
    connection.on('close', () => {
      subscribed = false;
      tell();
    });
    // Connected, or back after a break: subscribe (again; ioredis would too) and count as listening once Redis
    // confirms it.
    connection.on('ready', () => subscribe(connection));
  };

  return {
    async announce() {
      try {
        await redis.publish(channel, '1');
      } catch (err) {
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'content changes: publish failed',
        );
      }
    },
    listen(onChange) {
      listeners.add(onChange);
      open();
      return { listening: () => subscribed && subscriber?.status === 'ready' };
    },
    close() {
      subscribed = false;
      subscriber?.disconnect();
      return Promise.resolve();
    },
  };
}
