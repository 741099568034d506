import type { HouseModule } from './house.module';
import { houseCrashRoutes } from './house-crash.routes';
import { houseSessionRoutes } from './house-session.routes';
import { houseSoloRoutes } from './house-solo.routes';
import { houseTableRoutes } from './house-table.routes';
import type { RouteApp } from '../../kernel/route-groups';

/** The house games' API for our game pages (contracts: house.ts). */
export function houseRoutes(api: RouteApp, opts: { house: HouseModule }): void {
  houseSessionRoutes(api, opts);
  houseSoloRoutes(api, opts);
  houseTableRoutes(api, opts);
  houseCrashRoutes(api, opts);
}
