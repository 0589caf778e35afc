import { EventEmitter } from 'node:events';
import type { CoachStream } from '@innerweather/core/coach/coach-stream';
import type { Logger } from '@innerweather/core/services';
import { type TCoachStreamEvent, ZCoachStreamEventSchema } from '@innerweather/validators/coach';
import type { Redis } from 'ioredis';

/**
 * Services mode's coach stream: the worker publishes each user's answer text on a Redis channel, every API process
 * subscribes (one connection, opened on first use) to the channels of users with an open subscription and fans
 * the events out in memory. Pub/sub keeps nothing: a missed event costs only the live view, the answer is saved.
 */
export function createRedisCoachStream(
  redis: Redis,
  options: { prefix: string; logger: Logger },
): CoachStream {
  const channel = (userId: string) => `${options.prefix}:coach:${userId}`;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let subscriber: Redis | null = null;

  const subscriberConnection = () => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate();
    subscriber.on('error', (err: Error) =>
      options.logger.warn({ err: err.message }, 'coach stream subscriber connection problem'),
    );
    subscriber.on('message', (from: string, raw: string) => {
      const userId = from.slice(channel('').length);
      try {
        const event = ZCoachStreamEventSchema.parse(JSON.parse(raw));
        local.emit(userId, event);
      } catch {
        options.logger.warn({ channel: from }, 'coach stream: unreadable event dropped');
      }
    });
    return subscriber;
  };

  return {
    async publish(userId: string, event: TCoachStreamEvent) {
      try {
        await redis.publish(channel(userId), JSON.stringify(event));
      } catch (err) {
        options.logger.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'coach stream publish failed',
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
              'coach stream subscribe failed',
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
