import type { MessageBus } from "./bus.ts"
import { createLocalBus } from "./local-bus.ts"
import { createRedisBus } from "./redis-bus.ts"

/** Redis pub/sub when a Redis URL is configured, the in-process bus otherwise. */
export const createBus = (options: { redisUrl: string | undefined; channel: string }): MessageBus =>
  options.redisUrl ? createRedisBus(options.redisUrl, options.channel) : createLocalBus()
