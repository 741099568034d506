import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import type {
  OfficeStoreItem,
  OfficeStoreItemRequest,
  StoreItemKind,
  StoreLimitPeriod,
} from '@tribuna/contracts/store';

/** An item as the editor holds it: numbers as typed, texts per language. */
export interface ItemDraft {
  kind: StoreItemKind;
  campaignId: string;
  texts: Record<Language, { name: string; description: string }>;
  imageUrl: string;
  price: string;
  stock: string;
  limitCount: string;
  limitPeriod: StoreLimitPeriod;
  active: boolean;
  position: string;
}

export function draftOf(item: OfficeStoreItem | null): ItemDraft {
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        name: item?.translations[language]?.name ?? '',
        description: item?.translations[language]?.description ?? '',
      },
    ]),
  ) as ItemDraft['texts'];
  return {
    kind: item?.kind ?? 'physical',
    campaignId: item?.campaign_id ?? '',
    texts,
    imageUrl: item?.image_url ?? '',
    price: item ? String(item.price) : '',
    stock: item?.stock === null || item === null ? '' : String(item.stock),
    limitCount: item?.limit_count === null || item === null ? '' : String(item.limit_count),
    limitPeriod: item?.limit_period ?? 'month',
    active: item?.active ?? true,
    position: item ? String(item.position) : '0',
  };
}

/** A whole number as typed; NaN (refused by the contract's schema) when it is not one. */
function whole(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** What the API takes; the contract's schema checks it before it is sent. */
export function requestOf(draft: ItemDraft): OfficeStoreItemRequest {
  const translations: OfficeStoreItemRequest['translations'] = {};
  for (const language of LANGUAGES) {
    const texts = draft.texts[language];
    if (texts.name.trim() !== '' || texts.description.trim() !== '') translations[language] = texts;
  }
  return {
    kind: draft.kind,
    campaign_id: draft.kind === 'physical' || draft.campaignId === '' ? null : draft.campaignId,
    translations,
    image_url: draft.imageUrl.trim() === '' ? null : draft.imageUrl.trim(),
    price: whole(draft.price),
    stock: draft.stock.trim() === '' ? null : whole(draft.stock),
    limit_count: draft.limitCount.trim() === '' ? null : whole(draft.limitCount),
    limit_period: draft.limitPeriod,
    active: draft.active,
    position: draft.position.trim() === '' ? 0 : whole(draft.position),
  };
}

/** The item's name in the staff member's language, else any it has. */
export function itemName(item: OfficeStoreItem, language: Language): string {
  for (const l of [language, ...LANGUAGES]) {
    const name = item.translations[l]?.name;
    if (name) return name;
  }
  return item.id;
}
