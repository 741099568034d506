import { useTranslation } from 'react-i18next';
import type { CasinoGame, CasinoGameDetail } from '@tribuna/contracts/casino';
import { currentLanguage } from '../../../lib/i18n';
import { formatBetLimits, formatRtp, type CasinoMoney } from '../game-facts';
import { gameTags } from '../game-tags';
import '../casino-texts';

interface GameInfoProps {
  game: CasinoGame | CasinoGameDetail;
  money: CasinoMoney;
}

/**
 * What a player weighs before playing a game, as the catalogue declares it: provider,
 * kind, RTP, volatility, bet limits in the brand's money, demo, and the game's tags.
 * A definition list, so a screen reader reads each value with its name.
 */
export function GameInfo({ game, money }: GameInfoProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const limits = formatBetLimits(game, money, language);
  const description = 'description' in game ? game.description : '';
  return (
    <div className="game-info">
      {description && <p className="game-info__description">{description}</p>}
      <dl className="game-info__list">
        <div className="game-info__item">
          <dt>{t('casino.info.provider')}</dt>
          <dd>{game.provider.name}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.kind')}</dt>
          <dd>{t(`casino.info.kinds.${game.kind}`)}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.rtp')}</dt>
          <dd>{formatRtp(game.rtp, language)}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.volatility')}</dt>
          <dd>{t(`casino.info.volatilities.${game.volatility}`)}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.min_bet')}</dt>
          <dd>{limits.min}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.max_bet')}</dt>
          <dd>{limits.max}</dd>
        </div>
        <div className="game-info__item">
          <dt>{t('casino.info.demo')}</dt>
          <dd>{t(game.demo ? 'casino.info.demo_yes' : 'casino.info.demo_no')}</dd>
        </div>
        {game.tags.length > 0 && (
          <div className="game-info__item game-info__item--wide">
            <dt>{t('casino.info.tags')}</dt>
            <dd>
              <ul className="game-info__tags">
                {gameTags(game.tags, t).map((tag) => (
                  <li key={tag.key} className="game-info__tag">
                    {tag.text}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </div>
  );
}
