import { parseContentBody } from '@tribuna/contracts/content-body';

/**
 * The page as the site shows it: headings, paragraphs and lists, all as text, so
 * markup typed here is shown as typed, never run.
 */
export function ContentPreview({ title, body }: { title: string; body: string }) {
  return (
    <div className="content-preview">
      <h2 className="content-preview-title">{title}</h2>
      {parseContentBody(body).map((block, index) => {
        const key = `${block.kind}-${index}`;
        if (block.kind === 'heading') {
          if (block.level === 1) return <h3 key={key}>{block.text}</h3>;
          if (block.level === 2) return <h4 key={key}>{block.text}</h4>;
          return <h5 key={key}>{block.text}</h5>;
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
