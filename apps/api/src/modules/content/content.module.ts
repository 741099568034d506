import { CONTENT_SLUGS } from '@tribuna/contracts/content-body';
import { LANGUAGES } from '@tribuna/contracts/languages';
import { defineModule } from '../../kernel/module';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { contentOfficeRoutes, contentRoutes } from './content.routes';
import { createContentService, type ContentService } from './content.service';
import { DEMO_CONTENT } from './demo-content';

declare module '../../kernel/module' {
  interface ModuleServices {
    content: ContentService;
  }
}

/** The brand's pages (terms, sport rules, bet types) in every language. */
export const contentModule = defineModule({
  name: 'content',
  needs: ['audit'],
  create: ({ audit }, { db }) => createContentService({ db, audit }),
  async routes(groups, content) {
    await groups.open((api) => contentRoutes(api, { content }));
    await groups.office(['admin', 'marketing'], (api) => contentOfficeRoutes(api, { content }));
  },
  seed: {
    async brand(content, brand) {
      for (const slug of CONTENT_SLUGS) {
        for (const language of LANGUAGES) {
          const page = DEMO_CONTENT[slug][language];
          await content.upsert(SYSTEM_ACTOR, brand.id, slug, language, {
            title: page.title,
            body: page.body.replaceAll('{brand}', brand.name),
          });
        }
      }
    },
  },
});
