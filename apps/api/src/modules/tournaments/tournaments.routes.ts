import { errorResponses } from '@tribuna/contracts/envelope';
import {
  OFFICE_TOURNAMENTS_API,
  TOURNAMENTS_API,
  enteredTournamentsQuerySchema,
  enteredTournamentsResponseSchema,
  officeCancelTournamentRequestSchema,
  officeTournamentChoicesResponseSchema,
  officeTournamentDetailResponseSchema,
  officeTournamentParamsSchema,
  officeTournamentRequestSchema,
  officeTournamentResponseSchema,
  officeTournamentsQuerySchema,
  officeTournamentsResponseSchema,
  tournamentEnterRequestSchema,
  tournamentEnterResponseSchema,
  tournamentParamsSchema,
  tournamentQuerySchema,
  tournamentResponseSchema,
  tournamentsQuerySchema,
  tournamentsResponseSchema,
} from '@tribuna/contracts/tournaments';
import { idempotencyKeyOf, idempotentHeadersSchema } from '../../kernel/idempotency-http';
import type { RouteApp } from '../../kernel/route-groups';
import { playerOf } from '../../plugins/auth';
import { actorOf } from '../../plugins/office-actor';
import type { TournamentsService } from './tournaments.service';

const tags = ['tournaments'];
const security = [{ bearer: [] }];

/** The tournaments' pages: open to guests; a player also sees their own entry and place. */
export function tournamentsOpenRoutes(
  api: RouteApp,
  opts: { tournaments: TournamentsService },
): void {
  const { tournaments } = opts;
  api.get(
    TOURNAMENTS_API.list,
    {
      schema: {
        tags,
        summary:
          "The brand's tournaments (running, upcoming, latest finished); with a player's " +
          'Bearer, their own entry in each',
        querystring: tournamentsQuerySchema,
        response: { 200: tournamentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await tournaments.list(
          request.tenant.id,
          request.query.language ?? request.language,
          request.player?.playerId ?? null,
          request.query.state,
        ),
      },
    }),
  );

  api.get(
    TOURNAMENTS_API.detail(':id'),
    {
      schema: {
        tags,
        summary: "A tournament's rules, prizes and board (names masked), and the reader's entry",
        params: tournamentParamsSchema,
        querystring: tournamentQuerySchema,
        response: { 200: tournamentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.detail(
        request.tenant.id,
        request.params.id,
        request.query.language ?? request.language,
        request.player?.playerId ?? null,
      ),
    }),
  );
}

/** A player's entries: opting in or buying in, and the game screens' widget. */
export function tournamentsPlayerRoutes(
  api: RouteApp,
  opts: { tournaments: TournamentsService },
): void {
  const { tournaments } = opts;
  api.get(
    TOURNAMENTS_API.entered,
    {
      schema: {
        tags,
        summary:
          'The running tournaments the player entered that count this product and game ' +
          "(a casino game's slug, a sport's key), with their place and points",
        security,
        querystring: enteredTournamentsQuerySchema,
        response: { 200: enteredTournamentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: {
        items: await tournaments.entered(
          request.tenant.id,
          playerOf(request).playerId,
          request.query.language ?? request.language,
          request.query.product,
          request.query.game,
        ),
      },
    }),
  );

  api.post(
    TOURNAMENTS_API.enter(':id'),
    {
      schema: {
        tags,
        summary:
          'Enters an opt-in or buy-in tournament (a buy-in confirms its price in ' +
          '`accept_buy_in` and is paid from the balance); once per Idempotency-Key',
        security,
        params: tournamentParamsSchema,
        headers: idempotentHeadersSchema,
        body: tournamentEnterRequestSchema,
        response: { 200: tournamentEnterResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.enter(
        request.tenant.id,
        playerOf(request).playerId,
        request.language,
        idempotencyKeyOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
}

/** The marketing desk: tournaments, their entrants and boards. Every change is audited. */
export function tournamentsOfficeRoutes(
  api: RouteApp,
  opts: { tournaments: TournamentsService },
): void {
  const { tournaments } = opts;
  api.get(
    OFFICE_TOURNAMENTS_API.list,
    {
      schema: {
        tags,
        summary: "The brand's tournaments, latest start first, by state",
        security,
        querystring: officeTournamentsQuerySchema,
        response: { 200: officeTournamentsResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: { items: await tournaments.officeList(request.tenant.id, request.query.state) },
    }),
  );

  api.get(
    OFFICE_TOURNAMENTS_API.choices,
    {
      schema: {
        tags,
        summary:
          "What a tournament may count: the brand's casino games (providers' and house) and " +
          "the sportsbook's sports, named in the staff member's language",
        security,
        response: { 200: officeTournamentChoicesResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.officeChoices(request.tenant.id, request.language),
    }),
  );

  api.post(
    OFFICE_TOURNAMENTS_API.list,
    {
      schema: {
        tags,
        summary:
          'Creates a tournament (eligible games or sports the brand offers; bonus and ' +
          'free-spins prizes name a campaign of their kind)',
        security,
        body: officeTournamentRequestSchema,
        response: { 200: officeTournamentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.create(actorOf(request), request.tenant.id, request.body),
    }),
  );

  api.get(
    OFFICE_TOURNAMENTS_API.detail(':id'),
    {
      schema: {
        tags,
        summary: 'A tournament with every entrant (real usernames), by position',
        security,
        params: officeTournamentParamsSchema,
        response: { 200: officeTournamentDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.officeDetail(request.tenant.id, request.params.id),
    }),
  );

  api.put(
    OFFICE_TOURNAMENTS_API.detail(':id'),
    {
      schema: {
        tags,
        summary: 'Changes a tournament before it starts',
        security,
        params: officeTournamentParamsSchema,
        body: officeTournamentRequestSchema,
        response: { 200: officeTournamentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.update(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body,
      ),
    }),
  );

  api.post(
    OFFICE_TOURNAMENTS_API.cancel(':id'),
    {
      schema: {
        tags,
        summary: 'Cancels a tournament before its end: every buy-in refunded, payers told',
        security,
        params: officeTournamentParamsSchema,
        body: officeCancelTournamentRequestSchema,
        response: { 200: officeTournamentResponseSchema, ...errorResponses },
      },
    },
    async (request) => ({
      response: await tournaments.cancel(
        actorOf(request),
        request.tenant.id,
        request.params.id,
        request.body.reason,
      ),
    }),
  );
}
