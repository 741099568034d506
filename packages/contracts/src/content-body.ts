/**
 * The content pages' slugs and body format, without zod: the player site imports
 * this on its content pages, which must not pull the validation library in.
 */
export const CONTENT_SLUGS = ['terms', 'sport-rules', 'bet-types'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export function isContentSlug(value: string): value is ContentSlug {
  return (CONTENT_SLUGS as readonly string[]).includes(value);
}

/** One block of a page body: a heading (level 1 to 3), a paragraph or a list. */
export type ContentBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

/**
 * Reads a page body into blocks, for the site and the office preview alike. Only
 * text comes out: the apps render it as React text, so markup written by staff is
 * shown as typed and never interpreted.
 */
export function parseContentBody(body: string): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  function flush(): void {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', items: list });
    paragraph = [];
    list = null;
  }

  for (const raw of body.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,3})\s+(.+)$/.exec(line);
    const item = /^[-*]\s+(.+)$/.exec(line);
    if (!line) {
      flush();
    } else if (heading?.[1] && heading[2]) {
      flush();
      const level = heading[1].length === 1 ? 1 : heading[1].length === 2 ? 2 : 3;
      blocks.push({ kind: 'heading', level, text: heading[2] });
    } else if (item?.[1]) {
      if (paragraph.length) flush();
      (list ??= []).push(item[1]);
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}
