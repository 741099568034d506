import { z } from 'zod';
import { errorCodeSchema } from './envelope';

/**
 * The live channel: one WebSocket per page at `GET /api/live` on the tenant's host.
 * Every frame is one JSON object with a `type`. A guest hears the tenant's topic;
 * after `auth` with a player access token, also the player's own topic.
 */
export const LIVE_PATH = '/api/live';

/** Close codes the server uses (4000-4999 are the application's range). */
export const LIVE_CLOSE_CODES = {
  /** The player's session was revoked (logout elsewhere, block, password change). */
  sessionRevoked: 4401,
  /** The server is shutting down: reconnect after a short pause. */
  goingAway: 1001,
  /** Too many refused `auth` frames on one socket: do not reconnect with the same token. */
  tooManyFailures: 1008,
} as const;

/** Refused `auth` frames a socket may send before it is closed. */
export const LIVE_MAX_AUTH_FAILURES = 5;

/** Server heartbeat: a socket that does not answer a WebSocket ping within this time is dropped. */
export const LIVE_HEARTBEAT_MS = 30_000;

export function tenantTopic(tenantId: string): string {
  return `tenant:${tenantId}`;
}
export function playerTopic(playerId: string): string {
  return `player:${playerId}`;
}

/**
 * Channels a page may join beyond its default topics, each a topic per brand. The
 * sportsbook's pages join `sports` (prices, scores); other pages never receive them.
 */
export const LIVE_CHANNELS = ['sports', 'tournaments'] as const;
export const liveChannelNameSchema = z.enum(LIVE_CHANNELS);
export type LiveChannelName = z.infer<typeof liveChannelNameSchema>;
export function channelTopic(channel: LiveChannelName, tenantId: string): string {
  return `${channel}:${tenantId}`;
}

// Client → server.
export const liveAuthMessageSchema = z.object({
  type: z.literal('auth'),
  /** A player access token (the Bearer of the HTTP calls). */
  token: z.string().min(1).max(4096),
});
export const livePingMessageSchema = z.object({ type: z.literal('ping') });
/** Join one of LIVE_CHANNELS: the socket hears `channelTopic(channel, tenant)` too. Guests may. */
export const liveSubscribeMessageSchema = z.object({
  type: z.literal('subscribe'),
  channel: liveChannelNameSchema,
});
/** Leave a channel; leaving one not joined is not an error. */
export const liveUnsubscribeMessageSchema = z.object({
  type: z.literal('unsubscribe'),
  channel: liveChannelNameSchema,
});
export const liveClientMessageSchema = z.discriminatedUnion('type', [
  liveAuthMessageSchema,
  livePingMessageSchema,
  liveSubscribeMessageSchema,
  liveUnsubscribeMessageSchema,
]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;

// Server → client.
export const liveEventSchema = z.object({
  /** What happened, e.g. `balance.changed`, `odds.changed`. */
  type: z.string().min(1),
  data: z.unknown(),
});
export type LiveEvent = z.infer<typeof liveEventSchema>;

export const liveServerMessageSchema = z.discriminatedUnion('type', [
  /** First frame on every socket: the guest topic is already live. */
  z.object({ type: z.literal('hello') }),
  /** The `auth` frame was accepted: the player's topic is live too. */
  z.object({ type: z.literal('authenticated') }),
  /** The `subscribe` frame's channel is live: events published from now on arrive. */
  z.object({ type: z.literal('subscribed'), channel: liveChannelNameSchema }),
  z.object({
    type: z.literal('event'),
    /** `tenant:<id>`, `player:<id>` or `<channel>:<id>` (channelTopic). */
    topic: z.string(),
    event: liveEventSchema,
  }),
  /** The brand's configuration changed: fetch it again (re-theme without reload). */
  z.object({ type: z.literal('configuration.changed') }),
  /** A frame was refused; the socket stays open. `message` is in the page's language. */
  z.object({ type: z.literal('error'), code: errorCodeSchema.optional(), message: z.string() }),
  z.object({ type: z.literal('pong') }),
]);
export type LiveServerMessage = z.infer<typeof liveServerMessageSchema>;
