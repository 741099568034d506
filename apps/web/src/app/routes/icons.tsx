import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon';
import { ICONS, type IconName } from '../../components/ui/icon-names';
import { copy as copyIcon } from '../../components/ui/icon-set';
import { notify } from '../../lib/notify';
import { usePageTitle } from '../use-page-title';
import './icons.css';
import './icons-texts';

const NAMES = Object.keys(ICONS) as IconName[];

/** The names that hold every word typed, in any order ("left arrow" finds `arrowLeft`). */
export function iconsMatching(query: string): IconName[] {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return NAMES.filter((name) => words.every((word) => name.toLowerCase().includes(word)));
}

/**
 * `/icons-seeker-page`: the site's icons for designers and integrators, searchable by name,
 * each with its name to copy (its export in `icon-set.ts`, which `<Icon path={…} />`
 * draws). Open to everyone, outside the login rules.
 */
export function IconsRoute() {
  const { t } = useTranslation();
  usePageTitle('pages.titles.icons');
  const [query, setQuery] = useState('');
  const searchId = useId();
  const found = iconsMatching(query);

  function copy(name: IconName) {
    navigator.clipboard
      .writeText(name)
      .then(() => notify({ type: 'success', message: t('icons.copied', { name }) }))
      // Without clipboard access the name is still there to select by hand.
      .catch(() => undefined);
  }

  return (
    <section className="icons-page" aria-labelledby="icons-title">
      <h1 id="icons-title">{t('pages.titles.icons')}</h1>
      <p className="icons-page__intro">{t('icons.intro', { count: NAMES.length })}</p>
      <div className="field icons-page__search">
        <label className="field__label" htmlFor={searchId}>
          {t('icons.search')}
        </label>
        <input
          id={searchId}
          className="field__input"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <p className="icons-page__count" role="status">
        {found.length === 0
          ? t('icons.none', { query })
          : t('icons.count', { count: found.length })}
      </p>
      <ul className="icons-page__grid">
        {found.map((name) => (
          <li key={name} className="icons-page__item" data-testid="icon-card">
            <span className="icons-page__glyph">
              <Icon path={ICONS[name]} />
            </span>
            <code className="icons-page__name">{name}</code>
            <button
              type="button"
              className="button button--secondary icons-page__copy"
              aria-label={t('icons.copy', { name })}
              onClick={() => copy(name)}
            >
              <Icon path={copyIcon} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
