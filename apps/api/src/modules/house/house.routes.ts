import type { FastifyInstance } from 'fastify';
import type { HouseModule } from './house-module';
import { houseCrashRoutes } from './house-crash.routes';
import { houseSessionRoutes } from './house-session.routes';
import { houseSoloRoutes } from './house-solo.routes';
import { houseTableRoutes } from './house-table.routes';

/** The house games' API for our game pages (contracts: house.ts). */
export function houseRoutes(app: FastifyInstance, opts: { house: HouseModule }): void {
  houseSessionRoutes(app, opts);
  houseSoloRoutes(app, opts);
  houseTableRoutes(app, opts);
  houseCrashRoutes(app, opts);
}
