import { parseContentBody } from '@tribuna/contracts/content-body';

type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
const TAGS: readonly HeadingTag[] = ['h2', 'h3', 'h4', 'h5', 'h6'];

/**
 * A body of the content pages' light syntax (content pages, promotions) as the site shows
 * it: headings, paragraphs and lists, all as text, so markup typed by staff is shown as
 * typed, never run. A body's first heading level is `firstHeading`.
 */
export function ContentBody({
  body,
  firstHeading = 'h3',
}: {
  body: string;
  firstHeading?: HeadingTag;
}) {
  const base = TAGS.indexOf(firstHeading);
  return (
    <>
      {parseContentBody(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          const Tag = TAGS[Math.min(base + block.level - 1, TAGS.length - 1)] ?? 'h6';
          return <Tag key={key}>{block.text}</Tag>;
        }
        if (block.kind === 'list') {
          return (
            <ul key={key}>
              {block.items.map((item, itemIndex) => (
                <li key={`${key}-${itemIndex}`}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={key}>{block.text}</p>;
      })}
    </>
  );
}
