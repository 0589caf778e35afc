import { EventEmitter } from 'node:events';
import type { UserEvents } from '@innerweather/core/shared/user-events';
import type { Logger } from '@innerweather/core/shared/logger';
import { type TUserEvent, ZUserEventSchema } from '@innerweather/validators/events';
import type { Redis } from 'ioredis';

/**
 * Services mode's user events: the worker publishes each user's events (analysis done, coach text) on a Redis
 * channel, every API process
 * subscribes (one connection, opened on first use) to the channels of users with an open subscription and fans
 * the events out in memory. Pub/sub keeps nothing: a missed event costs only the live view, the answer is saved.
 */
export function createRedisUserEvents(redis: Redis, options: { prefix: string; logger: Logger }): UserEvents {
  const channel = (userId: string) => `${options.prefix}:events:${userId}`;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let subscriber: Redis | null = null;

  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate();
    subscriber.on('error', (err: Error) =>
      options.logger.warn({ err: err.message }, 'user events subscriber connection problem'),
    );
    subscriber.on('message', (from: string, raw: string) => {
      const userId = from.slice(channel('').length);
      try {
        const event = ZUserEventSchema.parse(JSON.parse(raw));
        local.emit(userId, event);
      } catch {
        options.logger.warn({ channel: from }, 'user events: unreadable event dropped');
      }
    });
    return subscriber;
  };

  return {
    async publish(userId: string, event: TUserEvent) {
      try {
        await redis.publish(channel(userId), JSON.stringify(event));
      } catch (err) {
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'user events publish failed',
        );
      }
    },
    subscribe(userId, listener) {
      local.on(userId, listener);
      if (local.listenerCount(userId) === 1) {
        subscriberConnection()
          .subscribe(channel(userId))
          .catch((err: unknown) =>
            options.logger.warn(
              { err: err instanceof Error ? err.message : String(err) },
              'user events subscribe failed',
            ),
          );
      }
      return () => {
        local.off(userId, listener);
        if (local.listenerCount(userId) === 0)
          void subscriber?.unsubscribe(channel(userId)).catch(() => undefined);
      };
    },
    close() {
      subscriber?.disconnect();
      return Promise.resolve();
    },
  };
}
