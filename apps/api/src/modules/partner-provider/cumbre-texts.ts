import type { Language } from '@tribuna/contracts/languages';
import type { FrutasSymbol } from '@tribuna/games/partner/frutas-clasicas';

// Cumbre's own words: an outside provider brings its pages' texts, in the launch's
// language. Messages the platform answers (a refused bet) are shown as the platform
// worded them, asked in the same language.

export interface CumbreTexts {
  balance: string;
  demo: string;
  demoNote: string;
  bet: string;
  target: string;
  targetHint: string;
  roll: string;
  spin: string;
  chance: (chance: string, multiplier: string) => string;
  rolled: (roll: number, target: number) => string;
  won: (amount: string, multiplier: string) => string;
  lost: string;
  line: string;
  lastRound: string;
  paytable: string;
  threeOf: (symbol: string) => string;
  twoCherries: string;
  oneCherry: string;
  pays: (multiplier: number) => string;
  rtp: (rtp: string) => string;
  symbols: Record<FrutasSymbol, string>;
  badLink: string;
  badBet: (example: string) => string;
  notEnoughPlayMoney: string;
  outOfLimits: (min: string, max: string) => string;
  unreachable: string;
  footer: string;
}

export const CUMBRE_TEXTS: Record<Language, CumbreTexts> = {
  en_US: {
    balance: 'Balance',
    demo: 'Demo',
    demoNote: 'Play money: nothing is charged or paid.',
    bet: 'Bet',
    target: 'Roll under',
    targetHint: 'From 2 to 98: a lower target wins less often and pays more.',
    roll: 'Roll',
    spin: 'Spin',
    chance: (chance, multiplier) => `Win chance ${chance} · pays ${multiplier}`,
    rolled: (roll, target) => `Rolled ${roll} (needed under ${target})`,
    won: (amount, multiplier) => `You win ${amount} (${multiplier})`,
    lost: 'No win this time',
    line: 'Reels',
    lastRound: 'Last round',
    paytable: 'Paytable (one line, left to right)',
    threeOf: (symbol) => `Three ${symbol}`,
    twoCherries: 'Two cherries from the left',
    oneCherry: 'One cherry on the first reel',
    pays: (multiplier) => `pays ×${multiplier}`,
    rtp: (rtp) => `Return to player ${rtp}%`,
    symbols: {
      cherry: 'cherries',
      lemon: 'lemons',
      orange: 'oranges',
      grapes: 'grapes',
      bell: 'bells',
      bar: 'bars',
      seven: 'sevens',
    },
    badLink: 'This game link is not valid. Close the game and open it again from the casino.',
    badBet: (example) => `Enter a bet such as ${example}.`,
    notEnoughPlayMoney: 'Not enough play money for this bet.',
    outOfLimits: (min, max) => `Bets go from ${min} to ${max}.`,
    unreachable: 'The casino did not answer. Try again in a moment.',
    footer: 'Cumbre Games · a demo partner provider',
  },
  es_ES: {
    balance: 'Saldo',
    demo: 'Demo',
    demoNote: 'Dinero de juego: no se cobra ni se paga nada.',
    bet: 'Apuesta',
    target: 'Tirada menor que',
    targetHint: 'De 2 a 98: un objetivo más bajo gana menos a menudo y paga más.',
    roll: 'Tirar',
    spin: 'Girar',
    chance: (chance, multiplier) => `Probabilidad ${chance} · paga ${multiplier}`,
    rolled: (roll, target) => `Salió ${roll} (hacía falta menos de ${target})`,
    won: (amount, multiplier) => `Ganas ${amount} (${multiplier})`,
    lost: 'Esta vez no hay premio',
    line: 'Rodillos',
    lastRound: 'Última ronda',
    paytable: 'Tabla de pagos (una línea, de izquierda a derecha)',
    threeOf: (symbol) => `Tres ${symbol}`,
    twoCherries: 'Dos cerezas desde la izquierda',
    oneCherry: 'Una cereza en el primer rodillo',
    pays: (multiplier) => `paga ×${multiplier}`,
    rtp: (rtp) => `Retorno al jugador ${rtp}%`,
    symbols: {
      cherry: 'cerezas',
      lemon: 'limones',
      orange: 'naranjas',
      grapes: 'uvas',
      bell: 'campanas',
      bar: 'barras',
      seven: 'sietes',
    },
    badLink:
      'Este enlace de juego no es válido. Cierra el juego y ábrelo otra vez desde el casino.',
    badBet: (example) => `Escribe una apuesta como ${example}.`,
    notEnoughPlayMoney: 'No hay dinero de juego suficiente para esta apuesta.',
    outOfLimits: (min, max) => `Las apuestas van de ${min} a ${max}.`,
    unreachable: 'El casino no respondió. Prueba de nuevo en un momento.',
    footer: 'Cumbre Games · un proveedor asociado de demostración',
  },
  pt_BR: {
    balance: 'Saldo',
    demo: 'Demo',
    demoNote: 'Dinheiro de brincadeira: nada é cobrado nem pago.',
    bet: 'Aposta',
    target: 'Rolagem abaixo de',
    targetHint: 'De 2 a 98: um alvo mais baixo ganha menos vezes e paga mais.',
    roll: 'Rolar',
    spin: 'Girar',
    chance: (chance, multiplier) => `Chance ${chance} · paga ${multiplier}`,
    rolled: (roll, target) => `Saiu ${roll} (precisava ser menor que ${target})`,
    won: (amount, multiplier) => `Você ganha ${amount} (${multiplier})`,
    lost: 'Desta vez sem prêmio',
    line: 'Rolos',
    lastRound: 'Última rodada',
    paytable: 'Tabela de pagamentos (uma linha, da esquerda para a direita)',
    threeOf: (symbol) => `Três ${symbol}`,
    twoCherries: 'Duas cerejas a partir da esquerda',
    oneCherry: 'Uma cereja no primeiro rolo',
    pays: (multiplier) => `paga ×${multiplier}`,
    rtp: (rtp) => `Retorno ao jogador ${rtp}%`,
    symbols: {
      cherry: 'cerejas',
      lemon: 'limões',
      orange: 'laranjas',
      grapes: 'uvas',
      bell: 'sinos',
      bar: 'barras',
      seven: 'setes',
    },
    badLink: 'Este link de jogo não é válido. Feche o jogo e abra de novo pelo cassino.',
    badBet: (example) => `Digite uma aposta como ${example}.`,
    notEnoughPlayMoney: 'Não há dinheiro de brincadeira suficiente para esta aposta.',
    outOfLimits: (min, max) => `As apostas vão de ${min} a ${max}.`,
    unreachable: 'O cassino não respondeu. Tente de novo em instantes.',
    footer: 'Cumbre Games · um provedor parceiro de demonstração',
  },
};
