import { parseContentBody } from '@tribuna/contracts/content-body';

/**
 * A body of the content pages' light syntax (content pages, promotions) as headings,
 * paragraphs and lists. Everything is React text, so HTML typed by staff shows as typed.
 * Body headings start one level under the page's h1.
 */
export function ContentBody({ body }: { body: string }) {
  return (
    <div className="content-page__body">
      {parseContentBody(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          if (block.level === 1) return <h2 key={key}>{block.text}</h2>;
          if (block.level === 2) return <h3 key={key}>{block.text}</h3>;
          return <h4 key={key}>{block.text}</h4>;
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
    </div>
  );
}
