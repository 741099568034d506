import type { RawData } from 'ws';
import { z } from 'zod';
import { errorEnvelopeSchema, type ErrorCode } from '@tribuna/contracts/envelope';
import { languageSchema, type Language } from '@tribuna/contracts/languages';
import {
  LIVE_CLOSE_CODES,
  LIVE_MAX_AUTH_FAILURES,
  LIVE_PATH,
  liveClientMessageSchema,
  type LiveClientMessage,
  type LiveServerMessage,
} from '@tribuna/contracts/live';
import { translate, type MessageKey } from '@tribuna/contracts/messages';
import { AppError } from '../../lib/app-error';
import type { TokenIssuer } from '../../lib/tokens';
import type { PlayerSessionCheck } from '../../plugins/auth';
import type { LiveConnection, LiveService } from './live.service';
import type { RouteApp } from '../../kernel/route-groups';

const querySchema = z.object({
  /** Browsers cannot set headers on a WebSocket: the page's language comes here. */
  language: languageSchema.optional(),
});

/**
 * `GET /api/live`: the WebSocket of a page. HTTP and frame parsing only; what a
 * socket hears is the live service's business.
 */
export function liveRoutes(
  api: RouteApp,
  opts: { live: LiveService; tokens: TokenIssuer; checkPlayerSession: PlayerSessionCheck },
): void {
  const { live, tokens, checkPlayerSession } = opts;

  // @fastify/websocket hides its routes from OpenAPI; this one is part of the contract.
  api.addHook('onRoute', (route) => {
    if (route.url === LIVE_PATH && route.schema) route.schema.hide = false;
  });

  api.get(
    LIVE_PATH,
    {
      websocket: true,
      schema: {
        tags: ['live'],
        summary: 'The live channel (WebSocket): tenant, player and channel events',
        description:
          'Upgrade to a WebSocket. Frames are JSON objects described in ' +
          '`packages/contracts/src/live.ts`: send `{type:"auth",token}` with a player ' +
          'access token to hear the player topic too, `{type:"subscribe",channel}` (a name ' +
          'of `LIVE_CHANNELS`, e.g. `sports`) to hear that channel of the brand, answered ' +
          'by `{type:"subscribed",channel}`, `{type:"unsubscribe",channel}` to leave it, ' +
          '`{type:"ping"}` for a `pong`.',
        querystring: querySchema,
        response: { 426: errorEnvelopeSchema },
      },
      // A page in maintenance still learns when the switch goes off.
      config: { allowDuringMaintenance: true },
      // Without an Upgrade the plugin answers an empty 404: say what this address takes.
      onRequest: (request, _reply, done) => {
        done(
          request.ws
            ? undefined
            : new AppError(426, 'BAD_REQUEST', 'live.upgrade_required', {
                headers: { upgrade: 'websocket' },
              }),
        );
      },
    },
    (socket, request) => {
      const tenantId = request.tenant.id;
      const language: Language = request.query.language ?? request.language;
      const connection = live.connect(socket, tenantId);
      let authFailures = 0;

      function reply(message: LiveServerMessage): void {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      }
      function refuse(code: ErrorCode, key: MessageKey): void {
        reply({ type: 'error', code, message: translate(key, language) });
      }

      /** Each refusal costs a token check and a database query: a socket gets a few. */
      function refuseAuth(code: ErrorCode, key: MessageKey): void {
        refuse(code, key);
        authFailures += 1;
        if (authFailures >= LIVE_MAX_AUTH_FAILURES) {
          socket.close(LIVE_CLOSE_CODES.tooManyFailures, 'too many refused auth frames');
        }
      }

      async function authenticate(token: string, into: LiveConnection): Promise<void> {
        const claims = await tokens.verify(token, 'player');
        // A token issued on another brand's host is worth nothing here, as over HTTP.
        if (!claims || claims.tid !== tenantId) {
          refuseAuth('UNAUTHENTICATED', 'auth.unauthenticated');
          return;
        }
        const player = { playerId: claims.sub, sessionId: claims.sid };
        const state = await checkPlayerSession(player, tenantId);
        if (state === 'blocked') refuseAuth('USER_BLOCKED', 'auth.user_blocked');
        else if (state === 'revoked') refuseAuth('UNAUTHENTICATED', 'auth.unauthenticated');
        else await into.authenticate(player);
      }

      async function handle(message: LiveClientMessage): Promise<void> {
        switch (message.type) {
          case 'ping':
            reply({ type: 'pong' });
            return;
          case 'auth':
            if (authFailures >= LIVE_MAX_AUTH_FAILURES) return;
            await authenticate(message.token, connection);
            return;
          case 'subscribe':
            await connection.subscribe(message.channel);
            return;
          case 'unsubscribe':
            connection.unsubscribe(message.channel);
            return;
        }
      }

      socket.on('message', (raw: RawData, isBinary: boolean) => {
        const message = isBinary ? null : parseFrame(raw);
        if (!message) {
          refuse('BAD_REQUEST', 'live.bad_message');
          return;
        }
        handle(message).catch((error: unknown) => {
          request.log.error({ err: error }, 'live frame failed');
          refuse('INTERNAL', 'error.internal');
        });
      });
      socket.on('error', (error) => request.log.warn({ err: error }, 'live socket error'));
    },
  );

  api.addHook('preClose', () => live.close());
}

function parseFrame(raw: RawData): LiveClientMessage | null {
  const text = Array.isArray(raw) ? Buffer.concat(raw).toString('utf8') : rawText(raw);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = liveClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function rawText(raw: Buffer | ArrayBuffer): string {
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : Buffer.from(raw).toString('utf8');
}
