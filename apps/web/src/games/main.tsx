import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadLanguage, pickLanguage } from '../lib/i18n';
import { HouseApp } from './house-app';
import '../styles.css';
import './house-games.css';

// The house games' pages (`/games/house/<slug>`), opened in the site's game frame: an
// entry of their own, so a game loads none of the site's pages and the site none of these.
const root = document.getElementById('root');
if (root) {
  // The page's language's texts first (the server writes it in `lang`), then the game.
  const language = pickLanguage(document.documentElement.lang.replace('-', '_'));
  void loadLanguage(language)
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <HouseApp />
        </StrictMode>,
      ),
    );
}
