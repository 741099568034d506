// The content pages editor's texts, loaded with the feature's pages rather than with the office's first page.
export const contentEnUS = {
  'content.title': 'Content pages',
  'content.intro':
    'The terms, sport rules and bet types of this brand, in each language. A language without its own text shows the default language.',
  'content.choose': 'Page and language',
  'content.page': 'Page',
  'content.language': 'Language',
  'content.slug.terms': 'Terms and conditions',
  'content.slug.sport-rules': 'Sport rules',
  'content.slug.bet-types': 'Bet types',
  'content.coverage': 'Last saved, per page and language',
  'content.missing': 'Not written',
  'content.new': 'This language has no text yet. Write it and save to publish it.',
  'content.page_title': 'Title',
  'content.body': 'Text',
  'content.body_hint':
    'Plain text: "## " starts a heading, "- " a list item, an empty line a new paragraph. HTML is shown as typed.',
  'content.preview': 'Preview',
  'content.updated': 'Last saved {{date}}',
  'content.saved': 'Page saved. Visitors see it now.',
} as const;

export type ContentTextKey = keyof typeof contentEnUS;
