import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import type { Language } from '@tribuna/contracts/languages';
import { formatMoney, localeOf } from '@tribuna/contracts/money';
import { parseTypedAmount, typedText } from '@tribuna/contracts/typed-amount';
import {
  DADOS_MAX_TARGET,
  DADOS_MIN_TARGET,
  DADOS_RTP,
  MULTIPLIER_SCALE,
  dadosMultiplier,
  type DadosResult,
} from '@tribuna/games/partner/dados';
import {
  FRUTAS_ONE_CHERRY,
  FRUTAS_RTP,
  FRUTAS_THREE_OF_A_KIND,
  FRUTAS_TWO_CHERRIES,
  type FrutasResult,
  type FrutasSymbol,
} from '@tribuna/games/partner/frutas-clasicas';
import { CUMBRE_CSS_PATH, CUMBRE_PLAY_PATH, type CumbreGame } from './cumbre-games';
import { CUMBRE_TEXTS, type CumbreTexts } from './cumbre-texts';

// Cumbre's pages: whole HTML documents rendered on its server, with no script at all
// (a form per play that posts back), styled by one small stylesheet of its own.

export type RoundResult =
  | { game: 'dados'; bet: number; result: DadosResult }
  | { game: 'frutas-clasicas'; bet: number; result: FrutasResult };

/** What the form carries from play to play (hidden), and the player's last choices. */
export interface FormState {
  token: string;
  /** A fresh round id for the next play: a resent form replays the same round. */
  play: string;
  bet: string;
  target: number;
  /** Demo only: the play money, kept in the form itself. */
  demoBalance: number | null;
}

export interface PageView {
  game: CumbreGame;
  language: Language;
  mode: 'real' | 'demo';
  currency: Currency;
  balance: number | null;
  form: FormState | null;
  error: string | null;
  last: RoundResult | null;
}

// Drawn inline (no emoji font needed, nothing to load); decorative, the name is beside them.
const svg = (body: string) =>
  `<svg class="glyph" viewBox="0 0 40 40" aria-hidden="true" focusable="false">${body}</svg>`;
const GLYPHS: Record<FrutasSymbol, string> = {
  cherry: svg(
    '<path d="M14 26C16 16 22 9 30 6M26 27C26 18 28 11 30 6" stroke="#15803d" stroke-width="2.5" fill="none"/><circle cx="13" cy="28" r="7" fill="#dc2626"/><circle cx="26" cy="29" r="7" fill="#b91c1c"/>',
  ),
  lemon: svg(
    '<ellipse cx="20" cy="21" rx="15" ry="11" fill="#facc15" transform="rotate(-20 20 21)"/>',
  ),
  orange: svg(
    '<circle cx="20" cy="22" r="13" fill="#f97316"/><path d="M20 9l4-4" stroke="#15803d" stroke-width="3"/>',
  ),
  grapes: svg(
    '<g fill="#7e22ce"><circle cx="14" cy="14" r="6"/><circle cx="26" cy="14" r="6"/><circle cx="20" cy="22" r="6"/><circle cx="12" cy="25" r="5"/><circle cx="28" cy="25" r="5"/><circle cx="20" cy="31" r="5"/></g>',
  ),
  bell: svg(
    '<path d="M20 6c-7 0-10 6-10 13v6l-4 5h28l-4-5v-6c0-7-3-13-10-13z" fill="#eab308"/><circle cx="20" cy="33" r="3" fill="#a16207"/>',
  ),
  bar: svg(
    '<rect x="3" y="12" width="34" height="16" rx="3" fill="#111827"/><text x="20" y="25" text-anchor="middle" font-size="12" font-weight="800" font-family="sans-serif" fill="#f5f0e6">BAR</text>',
  ),
  seven: svg(
    '<text x="20" y="33" text-anchor="middle" font-size="34" font-weight="900" font-family="Georgia,serif" fill="#dc2626">7</text>',
  ),
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Minor units in the currency, in the page's language ("$ 1.500,50"). */
export function moneyText(minor: number, currency: Currency, language: Language): string {
  return formatMoney(minor, currency, currencyDecimals(currency), language);
}

/** Minor units as the player types them in the bet field: "1,00" in es_ES, "1.00" in en_US. */
export function typedAmount(minor: number, currency: Currency, language: Language): string {
  return typedText(minor, currencyDecimals(currency), language);
}

/**
 * A bet typed in the launch language's format ("1.500,50" in es_ES) as minor units; null
 * when it is not an amount of more than 0.
 */
export function parseAmount(text: string, currency: Currency, language: Language): number | null {
  const parsed = parseTypedAmount(text, currencyDecimals(currency), language);
  return parsed.ok ? parsed.minor : null;
}

/** What a refused bet's message shows: one unit of the currency, as the player types it. */
export function betExample(currency: Currency, language: Language): string {
  return typedAmount(10 ** currencyDecimals(currency), currency, language);
}

function multiplierText(multiplier: number, language: Language): string {
  return `×${new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 4 }).format(multiplier / MULTIPLIER_SCALE)}`;
}

function hidden(name: string, value: string | number): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

function resultSection(view: PageView, t: CumbreTexts): string {
  const { last } = view;
  if (!last) return '';
  const money = (minor: number) => moneyText(minor, view.currency, view.language);
  const outcome =
    last.result.payout > 0
      ? `<p class="outcome outcome--win">${escapeHtml(
          t.won(
            money(last.result.payout),
            last.game === 'dados'
              ? multiplierText(last.result.multiplier, view.language)
              : `×${last.result.multiplier}`,
          ),
        )}</p>`
      : `<p class="outcome">${escapeHtml(t.lost)}</p>`;
  const detail =
    last.game === 'dados'
      ? `<p class="roll"><span class="die" aria-hidden="true">${escapeHtml(last.result.roll)}</span> ${escapeHtml(t.rolled(last.result.roll, last.result.target))}</p>`
      : `<ul class="reels" aria-label="${escapeHtml(t.line)}">${last.result.line
          .map(
            (symbol) =>
              `<li class="reel reel--${symbol}">${GLYPHS[symbol]}<span class="sr">${escapeHtml(t.symbols[symbol])}</span></li>`,
          )
          .join('')}</ul>`;
  const data =
    last.game === 'dados'
      ? `data-roll="${last.result.roll}" data-target="${last.result.target}"`
      : `data-line="${last.result.line.join(' ')}"`;
  return `<section class="result" aria-label="${escapeHtml(t.lastRound)}" data-testid="result" data-bet="${last.bet}" data-payout="${last.result.payout}" ${data}>${detail}${outcome}</section>`;
}

function dadosFields(form: FormState, t: CumbreTexts, language: Language): string {
  const target = form.target;
  const chance = `${target - 1}%`;
  return `<label class="field"><span>${escapeHtml(t.target)}</span><input name="target" type="number" min="${DADOS_MIN_TARGET}" max="${DADOS_MAX_TARGET}" step="1" value="${target}" required></label>
<p class="hint">${escapeHtml(t.targetHint)} ${escapeHtml(t.chance(chance, multiplierText(dadosMultiplier(target), language)))}</p>`;
}

function paytable(t: CumbreTexts): string {
  const rows = (Object.entries(FRUTAS_THREE_OF_A_KIND) as [FrutasSymbol, number][])
    .map(
      ([symbol, pays]) =>
        `<tr><th scope="row"><span class="glyphs">${GLYPHS[symbol].repeat(3)}</span> ${escapeHtml(t.threeOf(t.symbols[symbol]))}</th><td>${escapeHtml(t.pays(pays))}</td></tr>`,
    )
    .join('');
  return `<table class="paytable"><caption>${escapeHtml(t.paytable)}</caption><tbody>${rows}<tr><th scope="row">${escapeHtml(t.twoCherries)}</th><td>${escapeHtml(t.pays(FRUTAS_TWO_CHERRIES))}</td></tr><tr><th scope="row">${escapeHtml(t.oneCherry)}</th><td>${escapeHtml(t.pays(FRUTAS_ONE_CHERRY))}</td></tr></tbody></table>`;
}

function formSection(view: PageView, t: CumbreTexts): string {
  const { form } = view;
  if (!form) return '';
  const state = [
    hidden('game', view.game.id),
    hidden('token', form.token),
    hidden('mode', view.mode),
    hidden('currency', view.currency),
    hidden('language', view.language),
    hidden('play', form.play),
    ...(form.demoBalance === null ? [] : [hidden('balance', form.demoBalance)]),
  ].join('');
  const dice = view.game.id === 'dados';
  return `<form class="play" method="post" action="${CUMBRE_PLAY_PATH}">${state}
${dice ? dadosFields(form, t, view.language) : ''}<label class="field"><span>${escapeHtml(t.bet)} (${escapeHtml(view.currency)})</span><input name="bet" inputmode="decimal" autocomplete="off" placeholder="${escapeHtml(typedAmount(0, view.currency, view.language))}" value="${escapeHtml(form.bet)}" required></label>
<button type="submit">${escapeHtml(dice ? t.roll : t.spin)}</button></form>`;
}

/** A whole page of one of Cumbre's games. */
export function renderPage(view: PageView): string {
  const t = CUMBRE_TEXTS[view.language];
  const balance =
    view.balance === null
      ? ''
      : `<p class="balance">${escapeHtml(t.balance)} <strong data-testid="balance" data-minor="${view.balance}">${escapeHtml(moneyText(view.balance, view.currency, view.language))}</strong>${view.mode === 'demo' ? ` <span class="badge">${escapeHtml(t.demo)}</span>` : ''}</p>`;
  const error = view.error
    ? `<p class="error" role="alert" data-testid="error">${escapeHtml(view.error)}</p>`
    : '';
  const rtp = view.game.id === 'dados' ? DADOS_RTP : FRUTAS_RTP;
  return `<!doctype html>
<html lang="${view.language.slice(0, 2)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(view.game.name)} · Cumbre Games</title>
<link rel="stylesheet" href="${CUMBRE_CSS_PATH}">
</head>
<body class="cumbre cumbre--${view.game.id}">
<header class="top"><p class="brand"><span aria-hidden="true">▲</span> Cumbre Games</p><h1>${escapeHtml(view.game.name)}</h1>${balance}</header>
<main>
${view.mode === 'demo' && view.form ? `<p class="note">${escapeHtml(t.demoNote)}</p>` : ''}
${error}
${resultSection(view, t)}
${formSection(view, t)}
${view.game.id === 'frutas-clasicas' ? paytable(t) : ''}
</main>
<footer>${escapeHtml(t.footer)} · ${escapeHtml(t.rtp(rtp))}</footer>
</body>
</html>`;
}

export const CUMBRE_CSS = `*{box-sizing:border-box}
body.cumbre{margin:0;min-height:100vh;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#f5f0e6;background:linear-gradient(160deg,#1f2a44 0%,#2b1d3a 60%,#3b2330 100%);display:flex;flex-direction:column}
.top{display:flex;flex-wrap:wrap;align-items:baseline;gap:.25rem 1rem;padding:.75rem 1rem;background:rgba(0,0,0,.25);border-bottom:1px solid rgba(255,255,255,.12)}
.brand{margin:0;font-weight:700;letter-spacing:.04em;color:#f59e0b}
h1{margin:0;font-size:1.25rem}
.balance{margin:0 0 0 auto}
.badge{display:inline-block;padding:0 .5rem;border-radius:999px;background:#f59e0b;color:#1f2a44;font-size:.8rem;font-weight:700}
main{flex:1;width:100%;max-width:34rem;margin:0 auto;padding:1rem}
.note{margin:0 0 .75rem;color:#d6cfc2;font-size:.9rem}
.error{margin:0 0 1rem;padding:.6rem .8rem;border-radius:.5rem;background:#7f1d1d;color:#fff}
.result{margin:0 0 1rem;padding:1rem;border-radius:.75rem;background:rgba(255,255,255,.08);text-align:center}
.roll{margin:0;font-size:1.1rem}
.die{display:inline-block;min-width:3.5rem;padding:.25rem .5rem;margin-right:.5rem;border-radius:.5rem;background:#f5f0e6;color:#1f2a44;font-size:1.6rem;font-weight:800}
.reels{display:flex;justify-content:center;gap:.5rem;margin:0;padding:0;list-style:none}
.reel{display:flex;align-items:center;justify-content:center;width:4.5rem;height:4.5rem;border-radius:.5rem;background:#f5f0e6}
.reel .glyph{width:3.25rem;height:3.25rem}
.glyphs{display:inline-flex;vertical-align:middle;margin-right:.35rem;padding:.1rem .2rem;border-radius:.3rem;background:#f5f0e6}
.glyphs .glyph{width:1.25rem;height:1.25rem}
.outcome{margin:.75rem 0 0;font-weight:700}
.outcome--win{color:#fbbf24;font-size:1.2rem}
.play{display:grid;gap:.75rem}
.field{display:grid;gap:.25rem}
.field input{width:100%;padding:.55rem .7rem;border:1px solid rgba(255,255,255,.3);border-radius:.5rem;background:#111827;color:#f5f0e6;font:inherit}
.hint{margin:-.25rem 0 0;color:#d6cfc2;font-size:.85rem}
button{padding:.7rem 1rem;border:0;border-radius:.5rem;background:#f59e0b;color:#1f2a44;font:inherit;font-weight:800;cursor:pointer}
button:hover,button:focus-visible{background:#fbbf24}
:focus-visible{outline:3px solid #fde68a;outline-offset:2px}
.paytable{width:100%;margin-top:1.25rem;border-collapse:collapse;font-size:.9rem}
.paytable caption{text-align:left;font-weight:700;margin-bottom:.25rem}
.paytable th,.paytable td{padding:.3rem .25rem;border-bottom:1px solid rgba(255,255,255,.12);text-align:left;font-weight:400}
.paytable td{text-align:right;white-space:nowrap}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
footer{padding:.5rem 1rem;color:#a8a29e;font-size:.8rem;text-align:center}
`;
