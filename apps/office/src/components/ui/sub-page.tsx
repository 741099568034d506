import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A page under a desk's list (an editor, a detail): the way back to the list, its title. */
export function SubPage({
  back,
  title,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  children: ReactNode;
}) {
  return (
    <div className="page">
      <p>
        <Link to={back.to}>← {back.label}</Link>
      </p>
      <header className="page-header">
        <h1>{title}</h1>
      </header>
      {children}
    </div>
  );
}
