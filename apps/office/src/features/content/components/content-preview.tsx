import { ContentBody } from '../../../components/content-body';

/**
 * The page as the site shows it: headings, paragraphs and lists, all as text, so
 * markup typed here is shown as typed, never run.
 */
export function ContentPreview({ title, body }: { title: string; body: string }) {
  return (
    <div className="content-preview">
      <h2 className="content-preview-title">{title}</h2>
      <ContentBody body={body} firstHeading="h3" />
    </div>
  );
}
