import type { OfficeStoreItemRequest } from '@tribuna/contracts/store';

/** A demo item: its campaign by name (the brand's demo campaigns), the rest as staff write it. */
export interface DemoStoreItem {
  campaign: string | null;
  item: Omit<OfficeStoreItemRequest, 'campaign_id'>;
}

const common = { active: true, limit_period: 'month' } as const;

function tshirt(slug: string, stock: number, price: number, position: number): DemoStoreItem {
  return {
    campaign: null,
    item: {
      ...common,
      kind: 'physical',
      translations: {
        es_ES: {
          name: 'Remera oficial',
          description: 'Remera de algodón con el logo de la marca. Envío a domicilio.',
        },
        en_US: {
          name: 'Official T-shirt',
          description: 'A cotton T-shirt with the brand’s logo, delivered to your door.',
        },
        pt_BR: {
          name: 'Camiseta oficial',
          description: 'Camiseta de algodão com o logo da marca, entregue na sua casa.',
        },
      },
      image_url: `/brands/${slug}/store-tshirt.svg`,
      price,
      stock,
      limit_count: 1,
      limit_period: 'lifetime',
      position,
    },
  };
}

/**
 * Each demo brand's store (prices in miles). RioBet's jurisdiction forbids bonuses, so it
 * sells things only.
 */
export const DEMO_STORE: Record<string, DemoStoreItem[]> = {
  tribuna: [
    {
      campaign: 'Tienda: 10 giros',
      item: {
        ...common,
        kind: 'free_spins',
        translations: {
          es_ES: {
            name: '10 giros gratis',
            description: 'Diez giros de $ 100 en Tesoro del Dragón.',
          },
          en_US: { name: '10 free spins', description: 'Ten ARS 100 spins on Tesoro del Dragón.' },
          pt_BR: {
            name: '10 giros grátis',
            description: 'Dez giros de ARS 100 no Tesoro del Dragón.',
          },
        },
        image_url: '/brands/tribuna/store-spins.svg',
        price: 500,
        stock: null,
        limit_count: 4,
        position: 1,
      },
    },
    {
      campaign: 'Tienda: crédito 2.000',
      item: {
        ...common,
        kind: 'bonus_credit',
        translations: {
          es_ES: { name: 'Bono de $ 2.000', description: 'Crédito de bono, con rollover de 5x.' },
          en_US: { name: 'ARS 2,000 bonus', description: 'Bonus credit, wagered 5x.' },
          pt_BR: { name: 'Bônus de ARS 2.000', description: 'Crédito de bônus, rollover de 5x.' },
        },
        image_url: '/brands/tribuna/store-credit.svg',
        price: 1_000,
        stock: null,
        limit_count: 2,
        position: 2,
      },
    },
    {
      campaign: 'Tienda: apuesta gratis 1.000',
      item: {
        ...common,
        kind: 'free_bet',
        translations: {
          es_ES: {
            name: 'Apuesta gratis de $ 1.000',
            description: 'Una apuesta deportiva gratis, a cuota 1,50 o más.',
          },
          en_US: {
            name: 'ARS 1,000 free bet',
            description: 'One free sports bet at odds of 1.50 or more.',
          },
          pt_BR: {
            name: 'Aposta grátis de ARS 1.000',
            description: 'Uma aposta esportiva grátis, com odd de 1,50 ou mais.',
          },
        },
        image_url: '/brands/tribuna/store-free-bet.svg',
        price: 400,
        stock: null,
        limit_count: 4,
        position: 3,
      },
    },
    tshirt('tribuna', 25, 3_000, 4),
  ],
  luckystar: [
    {
      campaign: 'Store: 10 spins',
      item: {
        ...common,
        kind: 'free_spins',
        translations: {
          en_US: { name: '10 free spins', description: 'Ten $1.00 spins on Tesoro del Dragón.' },
          es_ES: {
            name: '10 giros gratis',
            description: 'Diez giros de USD 1 en Tesoro del Dragón.',
          },
          pt_BR: {
            name: '10 giros grátis',
            description: 'Dez giros de USD 1 no Tesoro del Dragón.',
          },
        },
        image_url: '/brands/luckystar/store-spins.svg',
        price: 300,
        stock: null,
        limit_count: 4,
        position: 1,
      },
    },
    {
      campaign: 'Store: $5 credit',
      item: {
        ...common,
        kind: 'bonus_credit',
        translations: {
          en_US: { name: '$5 bonus', description: 'Bonus credit, wagered 5x.' },
          es_ES: { name: 'Bono de USD 5', description: 'Crédito de bono, con rollover de 5x.' },
          pt_BR: { name: 'Bônus de USD 5', description: 'Crédito de bônus, rollover de 5x.' },
        },
        image_url: '/brands/luckystar/store-credit.svg',
        price: 800,
        stock: null,
        limit_count: 2,
        position: 2,
      },
    },
    {
      campaign: 'Store: $2 free bet',
      item: {
        ...common,
        kind: 'free_bet',
        translations: {
          en_US: {
            name: '$2 free bet',
            description: 'One free sports bet at odds of 1.50 or more.',
          },
          es_ES: {
            name: 'Apuesta gratis de USD 2',
            description: 'Una apuesta deportiva gratis, a cuota 1,50 o más.',
          },
          pt_BR: {
            name: 'Aposta grátis de USD 2',
            description: 'Uma aposta esportiva grátis, com odd de 1,50 ou mais.',
          },
        },
        image_url: '/brands/luckystar/store-free-bet.svg',
        price: 250,
        stock: null,
        limit_count: 4,
        position: 3,
      },
    },
    tshirt('luckystar', 8, 2_000, 4),
  ],
  riobet: [
    tshirt('riobet', 30, 2_500, 1),
    {
      campaign: null,
      item: {
        ...common,
        kind: 'physical',
        translations: {
          pt_BR: { name: 'Boné RioBet', description: 'Boné bordado, entregue na sua casa.' },
          es_ES: { name: 'Gorra RioBet', description: 'Gorra bordada, con envío a domicilio.' },
          en_US: { name: 'RioBet cap', description: 'An embroidered cap, delivered to your door.' },
        },
        image_url: '/brands/riobet/store-cap.svg',
        price: 1_500,
        stock: 5,
        limit_count: 2,
        position: 2,
      },
    },
  ],
};
