import { addMessages } from '@tribuna/contracts/messages';
import { promotionsMessages } from '@tribuna/contracts/messages/promotions';
import { officePromotionRequestSchema } from '@tribuna/contracts/promotions';
import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { demoPromotions } from './demo-promotions';
import { promotionsOfficeRoutes, promotionsRoutes } from './promotions.routes';
import { createPromotionsService, type PromotionsService } from './promotions.service';

declare module '../../kernel/module' {
  interface ModuleServices {
    promotions: PromotionsService;
  }
}

// Kept out of the shared catalogue's values (the player site's first page carries them).
addMessages(promotionsMessages);

/** A brand's offers as content: per language, dated, with an image and a call to action. */
export const promotionsModule = defineModule({
  name: 'promotions',
  needs: ['audit', 'tenants'],
  create: ({ audit, tenants }, { db, clock }) =>
    createPromotionsService({ db, audit, tenants, clock }),
  async routes(groups, promotions) {
    await groups.open((api) => promotionsRoutes(api, { promotions }));
    await groups.office(['admin', 'marketing'], (api) =>
      promotionsOfficeRoutes(api, { promotions }),
    );
  },
  seed: {
    async brand(promotions, brand) {
      for (const request of demoPromotions(brand.slug, promotions.now())) {
        await promotions.create(
          SYSTEM_ACTOR,
          brand.id,
          officePromotionRequestSchema.parse(request),
        );
      }
    },
  },
});
