import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CasinoLobby } from '@tribuna/contracts/casino';
import { safeAppPath } from '../../../lib/navigation';
import { GameArt } from './game-art';
import '../casino-texts';

type Slide = CasinoLobby['sliders'][number];

interface LobbySliderProps {
  slides: Slide[];
  /** Opens a slide's game in the player panel. */
  onOpenGame: (slug: string) => void;
  compact?: boolean;
}

/** The lobby's banners: a row that snaps slide by slide and scrolls by keyboard too. */
export function LobbySlider({ slides, onOpenGame, compact = false }: LobbySliderProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (slides.length === 0) return null;
  return (
    <section className={`lobby-slider${compact ? ' lobby-slider--compact' : ''}`}>
      <h2 id={titleId} className="visually-hidden">
        {t('casino.slider.label')}
      </h2>
      <ul className="lobby-slider__track" tabIndex={0} aria-labelledby={titleId}>
        {slides.map((slide, index) => {
          const link = safeAppPath(slide.link);
          return (
            <li key={slide.id} className="lobby-slider__slide">
              <GameArt
                className="lobby-slider__image"
                src={slide.image_url}
                name={slide.title}
                width={960}
                height={320}
                // The first banner is what a visitor sees first; the rest wait.
                eager={index === 0}
              />
              <div className="lobby-slider__text">
                <h3 className="lobby-slider__title">{slide.title}</h3>
                {slide.subtitle && <p className="lobby-slider__subtitle">{slide.subtitle}</p>}
                {slide.game ? (
                  <button
                    type="button"
                    className="button button--primary"
                    onClick={() => {
                      if (slide.game) onOpenGame(slide.game);
                    }}
                  >
                    {t('casino.slider.play')}
                  </button>
                ) : (
                  link && (
                    <Link className="button button--primary" to={link}>
                      {t('casino.slider.open')}
                    </Link>
                  )
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
