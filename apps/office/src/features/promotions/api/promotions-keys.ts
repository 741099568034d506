/** The promotions' query keys, shared by the reads and the changes that refresh them. */
export const PROMOTIONS_KEYS = {
  all: ['office', 'promotions'] as const,
  one: (id: string) => ['office', 'promotions', id] as const,
};
