import type { Language } from '@tribuna/contracts/languages';
import type {
  OfficePromotionRequest,
  PromotionCta,
  PromotionTexts,
  PromotionType,
} from '@tribuna/contracts/promotions';

/** A demo promotion; its dates are counted from the day the brand is seeded. */
interface DemoPromotion {
  type: PromotionType;
  image: string;
  cta: PromotionCta | null;
  /** Days before the seed it started, and after it that it ends (null: no end). */
  startedDaysAgo: number;
  endsInDays: number | null;
  texts: Record<Language, PromotionTexts>;
}

/** The lines every bonus's terms share, per language: the platform's rules for bonus money. */
const BONUS_RULES: Record<Language, string[]> = {
  es_ES: [
    '- Contribución al rollover: tragamonedas 100 %; juegos de mesa y casino en vivo 10 %; apuestas deportivas 100 % con cuota de 1,50 o más (las de cuota menor no cuentan).',
    '- Tus apuestas usan primero tu dinero y después el del bono; lo que depositas siempre se puede retirar.',
    '- Si pides un retiro antes de completar el rollover, pierdes el dinero del bono y lo ganado con él (nunca tu depósito).',
    '- Un bono a la vez: cada oferta, una vez por jugador.',
    '- No disponible durante una pausa o una autoexclusión; si tomas una, tu bono activo se cancela.',
  ],
  en_US: [
    '- Wagering contributions: slots 100%; table games and live casino 10%; sports bets 100% at odds of 1.50 or more (lower odds do not count).',
    '- Your bets use your cash first, then bonus money; what you deposit can always be withdrawn.',
    '- Asking for a withdrawal before the wagering is complete forfeits the bonus money and what it won (never your deposit).',
    '- One bonus at a time: each offer once per player.',
    '- Not available during a time-out or a self-exclusion; taking one cancels your active bonus.',
  ],
  pt_BR: [
    '- Contribuição para o rollover: caça-níqueis 100 %; jogos de mesa e cassino ao vivo 10 %; apostas esportivas 100 % com odds de 1,50 ou mais (odds menores não contam).',
    '- Suas apostas usam primeiro o seu dinheiro e depois o do bônus; o que você deposita sempre pode ser sacado.',
    '- Se você pedir um saque antes de concluir o rollover, perde o dinheiro do bônus e o que ganhou com ele (nunca o seu depósito).',
    '- Um bônus por vez: cada oferta, uma vez por jogador.',
    '- Não disponível durante uma pausa ou uma autoexclusão; ao fazer uma, seu bônus ativo é cancelado.',
  ],
};

function bonusTerms(language: Language, own: string[]): string {
  return [...own, ...BONUS_RULES[language]].join('\n');
}

const lines = (...text: string[]) => text.join('\n');

const TRIBUNA: DemoPromotion[] = [
  {
    type: 'bonus',
    image: '/brands/tribuna/promo-welcome.svg',
    cta: { kind: 'bonus', code: 'BIENVENIDA' },
    startedDaysAgo: 30,
    endsInDays: null,
    texts: {
      es_ES: {
        title: 'Bono de bienvenida del 100%',
        summary:
          'Duplicamos tu primer depósito hasta $ 50.000. Regístrate con el código BIENVENIDA.',
        body: lines(
          'Empieza con el doble: por tu primer depósito de $ 1.000 o más te damos el mismo importe en dinero de bono, hasta $ 50.000.',
          '',
          '## Cómo conseguirlo',
          '- Regístrate con el código BIENVENIDA, o ingrésalo después en tu perfil, en Bonos.',
          '- Haz tu primer depósito de al menos $ 1.000.',
          '- El bono se acredita cuando se aprueba tu depósito.',
        ),
        terms: bonusTerms('es_ES', [
          '- Oferta de bienvenida: 100 % del primer depósito que hagas después de reclamarlo, hasta $ 50.000. Depósito mínimo: $ 1.000.',
          '- Tienes 30 días desde tu registro para reclamarlo y 30 días desde que se acredita para completar el rollover.',
          '- Rollover: 5 veces el importe del bono.',
          '- Apuesta máxima mientras completas el rollover: $ 5.000 por apuesta o tirada.',
        ]),
        cta_label: 'Quiero mi bono',
      },
      en_US: {
        title: '100% Welcome Bonus',
        summary: 'We double your first deposit up to ARS 50,000. Sign up with the code BIENVENIDA.',
        body: lines(
          'Start with twice the money: for a first deposit of ARS 1,000 or more we add the same amount in bonus money, up to ARS 50,000.',
          '',
          '## How to get it',
          '- Sign up with the code BIENVENIDA, or enter it later in your profile, under Bonuses.',
          '- Make your first deposit of at least ARS 1,000.',
          '- The bonus is credited when your deposit is approved.',
        ),
        terms: bonusTerms('en_US', [
          '- Welcome offer: 100% of the first deposit you make after claiming it, up to ARS 50,000. Minimum deposit: ARS 1,000.',
          '- You have 30 days from signing up to claim it, and 30 days from when it is credited to complete the wagering.',
          '- Wagering: 5 times the bonus amount.',
          '- Maximum bet while wagering: ARS 5,000 per bet or spin.',
        ]),
        cta_label: 'Claim my bonus',
      },
      pt_BR: {
        title: 'Bônus de boas-vindas de 100%',
        summary:
          'Dobramos o seu primeiro depósito até ARS 50.000. Cadastre-se com o código BIENVENIDA.',
        body: lines(
          'Comece com o dobro: no seu primeiro depósito de ARS 1.000 ou mais, damos o mesmo valor em dinheiro de bônus, até ARS 50.000.',
          '',
          '## Como conseguir',
          '- Cadastre-se com o código BIENVENIDA, ou digite-o depois no seu perfil, em Bônus.',
          '- Faça o seu primeiro depósito de pelo menos ARS 1.000.',
          '- O bônus é creditado quando o seu depósito é aprovado.',
        ),
        terms: bonusTerms('pt_BR', [
          '- Oferta de boas-vindas: 100 % do primeiro depósito que você fizer depois de resgatá-lo, até ARS 50.000. Depósito mínimo: ARS 1.000.',
          '- Você tem 30 dias desde o cadastro para resgatá-lo e 30 dias desde o crédito para concluir o rollover.',
          '- Rollover: 5 vezes o valor do bônus.',
          '- Aposta máxima durante o rollover: ARS 5.000 por aposta ou giro.',
        ]),
        cta_label: 'Quero meu bônus',
      },
    },
  },
  {
    type: 'bonus',
    image: '/brands/tribuna/promo-cashback.svg',
    cta: { kind: 'route', path: '/profile/bonus/list' },
    startedDaysAgo: 14,
    endsInDays: 180,
    texts: {
      es_ES: {
        title: 'Cashback semanal del 10%',
        summary:
          'Cada lunes te devolvemos el 10 % de tus pérdidas netas de la semana, hasta $ 20.000.',
        body: lines(
          'Si la semana no salió como esperabas, recuperas una parte. Cada lunes calculamos tus pérdidas netas de la semana anterior y te ofrecemos el 10 % como bono.',
          '',
          '## Cómo funciona',
          '- Pérdidas netas: lo que apostaste con tu dinero menos lo que ganaste, de lunes a domingo.',
          '- Cada lunes el cashback te espera en tu perfil, en Bonos, hasta $ 20.000.',
          '- Lo reclamas con un toque, dentro de los 7 días.',
        ),
        terms: bonusTerms('es_ES', [
          '- 10 % de tus pérdidas netas con dinero real de lunes a domingo, hasta $ 20.000 por semana.',
          '- Se ofrece cada lunes como dinero de bono: tienes 7 días para reclamarlo y, una vez reclamado, 7 días para completar el rollover.',
          '- Rollover: 1 vez el importe del cashback.',
          '- Un cashback por jugador y por semana.',
        ]),
        cta_label: 'Ver mis bonos',
      },
      en_US: {
        title: '10% Weekly Cashback',
        summary: 'Every Monday we give back 10% of your net losses of the week, up to ARS 20,000.',
        body: lines(
          'If the week did not go your way, you get part of it back. Every Monday we work out your net losses of the week before and offer you 10% of them as a bonus.',
          '',
          '## How it works',
          '- Net losses: what you bet with your cash minus what you won, Monday to Sunday.',
          '- Every Monday the cashback waits in your profile, under Bonuses, up to ARS 20,000.',
          '- Claim it with one tap within 7 days.',
        ),
        terms: bonusTerms('en_US', [
          '- 10% of your real-money net losses from Monday to Sunday, up to ARS 20,000 a week.',
          '- Offered as bonus money every Monday: you have 7 days to claim it and, once claimed, 7 days to complete the wagering.',
          '- Wagering: 1 time the cashback amount.',
          '- One cashback per player per week.',
        ]),
        cta_label: 'See my bonuses',
      },
      pt_BR: {
        title: 'Cashback semanal de 10%',
        summary:
          'Toda segunda-feira devolvemos 10 % das suas perdas líquidas da semana, até ARS 20.000.',
        body: lines(
          'Se a semana não foi como você esperava, você recupera uma parte. Toda segunda-feira calculamos as suas perdas líquidas da semana anterior e oferecemos 10 % delas como bônus.',
          '',
          '## Como funciona',
          '- Perdas líquidas: o que você apostou com o seu dinheiro menos o que ganhou, de segunda a domingo.',
          '- Toda segunda-feira o cashback espera por você no seu perfil, em Bônus, até ARS 20.000.',
          '- Resgate com um toque em até 7 dias.',
        ),
        terms: bonusTerms('pt_BR', [
          '- 10 % das suas perdas líquidas com dinheiro real de segunda a domingo, até ARS 20.000 por semana.',
          '- Oferecido como dinheiro de bônus toda segunda-feira: você tem 7 dias para resgatá-lo e, depois de resgatado, 7 dias para concluir o rollover.',
          '- Rollover: 1 vez o valor do cashback.',
          '- Um cashback por jogador por semana.',
        ]),
        cta_label: 'Ver meus bônus',
      },
    },
  },
  {
    type: 'bonus',
    image: '/brands/tribuna/promo-free-bet.svg',
    cta: { kind: 'bonus', code: 'APUESTAGRATIS' },
    startedDaysAgo: 10,
    endsInDays: 45,
    texts: {
      es_ES: {
        title: 'Apuesta gratis de $ 5.000',
        summary: 'Una apuesta deportiva de $ 5.000 por nuestra cuenta. Código APUESTAGRATIS.',
        body: lines(
          'Elige tu partido: la apuesta la pagamos nosotros. Con el código APUESTAGRATIS recibes una apuesta gratis de $ 5.000 para cualquier deporte, antes o durante el partido.',
          '',
          '## Cómo usarla',
          '- Ingresa el código APUESTAGRATIS al registrarte, o en tu perfil, en Bonos.',
          '- Arma tu cupón con una cuota de 1,50 o más y elige "Usar apuesta gratis".',
          '- Si gana, lo ganado es tuyo, en efectivo y sin rollover.',
        ),
        terms: bonusTerms('es_ES', [
          '- Una apuesta gratis de $ 5.000, en una sola apuesta (simple o combinada) con cuota total de 1,50 o más.',
          '- Se paga solo lo ganado: el monto de la apuesta gratis no se devuelve.',
          '- Tienes 30 días para reclamarla y 14 días para usarla. Si la apuesta se anula, la apuesta gratis vuelve a tu perfil.',
          '- No admite cash out.',
        ]),
        cta_label: 'Quiero mi apuesta gratis',
      },
      en_US: {
        title: 'ARS 5,000 free bet',
        summary: 'A ARS 5,000 sports bet on us. Code APUESTAGRATIS.',
        body: lines(
          'Pick your match: we pay for the bet. With the code APUESTAGRATIS you get a ARS 5,000 free bet on any sport, before or during the match.',
          '',
          '## How to use it',
          '- Enter the code APUESTAGRATIS when you sign up, or in your profile, under Bonuses.',
          '- Build your slip at odds of 1.50 or more and choose "Use free bet".',
          '- If it wins, the winnings are yours, in cash, with no wagering.',
        ),
        terms: bonusTerms('en_US', [
          '- One ARS 5,000 free bet, on one bet (a single or an accumulator) at total odds of 1.50 or more.',
          '- Only the winnings are paid: the free bet stake is not returned.',
          '- You have 30 days to claim it and 14 days to use it. If the bet is voided, the free bet goes back to your profile.',
          '- No cash out.',
        ]),
        cta_label: 'Get my free bet',
      },
      pt_BR: {
        title: 'Aposta grátis de ARS 5.000',
        summary: 'Uma aposta esportiva de ARS 5.000 por nossa conta. Código APUESTAGRATIS.',
        body: lines(
          'Escolha a sua partida: a aposta é por nossa conta. Com o código APUESTAGRATIS você recebe uma aposta grátis de ARS 5.000 em qualquer esporte, antes ou durante a partida.',
          '',
          '## Como usar',
          '- Digite o código APUESTAGRATIS no cadastro, ou no seu perfil, em Bônus.',
          '- Monte o seu cupom com odds de 1,50 ou mais e escolha "Usar aposta grátis".',
          '- Se ganhar, o lucro é seu, em dinheiro e sem rollover.',
        ),
        terms: bonusTerms('pt_BR', [
          '- Uma aposta grátis de ARS 5.000, em uma única aposta (simples ou múltipla) com odds totais de 1,50 ou mais.',
          '- Só o lucro é pago: o valor da aposta grátis não é devolvido.',
          '- Você tem 30 dias para resgatá-la e 14 dias para usá-la. Se a aposta for anulada, a aposta grátis volta para o seu perfil.',
          '- Sem cash out.',
        ]),
        cta_label: 'Quero minha aposta grátis',
      },
    },
  },
  {
    type: 'promotion',
    image: '/brands/tribuna/promo-live.svg',
    cta: { kind: 'route', path: '/live' },
    startedDaysAgo: 60,
    endsInDays: null,
    texts: {
      es_ES: {
        title: 'Apuestas en vivo',
        summary: 'Apuesta mientras se juega: cuotas que se mueven con cada jugada y cash out.',
        body: lines(
          'El partido no termina hasta el final, y tu apuesta tampoco. En la sección En vivo sigues el marcador y apuestas en cada momento del partido.',
          '',
          '## Qué encuentras',
          '- Cuotas que cambian con el marcador y el tiempo de juego.',
          '- Tú eliges qué hacer si la cuota cambia: preguntarte, aceptar las más altas o aceptar cualquiera.',
          '- Cash out: cierra tu apuesta antes del final y asegura lo que llevas.',
        ),
        terms: lines(
          '- Una apuesta en vivo espera unos segundos a ser aceptada; si la cuota cambia en ese tiempo, se aplica lo que elegiste.',
          '- Los mercados se suspenden un momento después de las jugadas importantes.',
          '- Se aplican las reglas deportivas de Tribuna.',
          '- Solo mayores de 18 años. Juega con responsabilidad.',
        ),
        cta_label: 'Ir a En vivo',
      },
      en_US: {
        title: 'Live betting',
        summary: 'Bet while the match is on: odds that move with every play, and cash out.',
        body: lines(
          'A match is not over until the final whistle, and neither is your bet. In the Live section you follow the score and bet at any moment of the match.',
          '',
          '## What you get',
          '- Odds that change with the score and the clock.',
          '- You choose what happens when the odds move: ask you, accept higher odds, or accept any odds.',
          '- Cash out: settle your bet before the end and keep what it is worth now.',
        ),
        terms: lines(
          '- A live bet waits a few seconds to be accepted; if the odds change meanwhile, your choice applies.',
          '- Markets are suspended for a moment after important plays.',
          "- Tribuna's sport rules apply.",
          '- Over 18s only. Play responsibly.',
        ),
        cta_label: 'Go to Live',
      },
      pt_BR: {
        title: 'Apostas ao vivo',
        summary: 'Aposte com a partida rolando: odds que mudam a cada lance, e cash out.',
        body: lines(
          'A partida só acaba no apito final, e a sua aposta também. Na seção Ao vivo você acompanha o placar e aposta a qualquer momento do jogo.',
          '',
          '## O que você encontra',
          '- Odds que mudam com o placar e o tempo de jogo.',
          '- Você escolhe o que fazer quando a odd muda: perguntar, aceitar odds maiores ou aceitar qualquer uma.',
          '- Cash out: encerre a sua aposta antes do fim e garanta o que ela vale agora.',
        ),
        terms: lines(
          '- Uma aposta ao vivo espera alguns segundos para ser aceita; se a odd mudar nesse tempo, vale a sua escolha.',
          '- Os mercados ficam suspensos por um momento depois de lances importantes.',
          '- Valem as regras esportivas da Tribuna.',
          '- Somente maiores de 18 anos. Jogue com responsabilidade.',
        ),
        cta_label: 'Ir para Ao vivo',
      },
    },
  },
];

const LUCKY_STAR: DemoPromotion[] = [
  {
    type: 'bonus',
    image: '/brands/luckystar/promo-welcome.svg',
    cta: { kind: 'bonus', code: 'WELCOME100' },
    startedDaysAgo: 30,
    endsInDays: null,
    texts: {
      en_US: {
        title: '100% Welcome Bonus',
        summary: 'We match your first deposit 100% up to $200. Sign up with the code WELCOME100.',
        body: lines(
          'Double your first deposit: deposit $10 or more and we add the same amount in bonus money, up to $200.',
          '',
          '## How to get it',
          '- Sign up with the code WELCOME100, or enter it later in your profile, under Bonuses.',
          '- Make your first deposit of at least $10.',
          '- The bonus is credited when your deposit is approved.',
        ),
        terms: bonusTerms('en_US', [
          '- Welcome offer: 100% of the first deposit you make after claiming it, up to $200. Minimum deposit: $10.',
          '- You have 30 days from signing up to claim it, and 30 days from when it is credited to complete the wagering.',
          '- Wagering: 10 times the bonus amount.',
          '- Maximum bet while wagering: $5 per bet or spin.',
        ]),
        cta_label: 'Claim my bonus',
      },
      es_ES: {
        title: 'Bono de bienvenida del 100%',
        summary:
          'Igualamos tu primer depósito al 100 % hasta USD 200. Regístrate con el código WELCOME100.',
        body: lines(
          'Duplica tu primer depósito: deposita USD 10 o más y te damos el mismo importe en dinero de bono, hasta USD 200.',
          '',
          '## Cómo conseguirlo',
          '- Regístrate con el código WELCOME100, o ingrésalo después en tu perfil, en Bonos.',
          '- Haz tu primer depósito de al menos USD 10.',
          '- El bono se acredita cuando se aprueba tu depósito.',
        ),
        terms: bonusTerms('es_ES', [
          '- Oferta de bienvenida: 100 % del primer depósito que hagas después de reclamarlo, hasta USD 200. Depósito mínimo: USD 10.',
          '- Tienes 30 días desde tu registro para reclamarlo y 30 días desde que se acredita para completar el rollover.',
          '- Rollover: 10 veces el importe del bono.',
          '- Apuesta máxima mientras completas el rollover: USD 5 por apuesta o tirada.',
        ]),
        cta_label: 'Quiero mi bono',
      },
      pt_BR: {
        title: 'Bônus de boas-vindas de 100%',
        summary:
          'Igualamos 100 % do seu primeiro depósito até US$ 200. Cadastre-se com o código WELCOME100.',
        body: lines(
          'Dobre o seu primeiro depósito: deposite US$ 10 ou mais e damos o mesmo valor em dinheiro de bônus, até US$ 200.',
          '',
          '## Como conseguir',
          '- Cadastre-se com o código WELCOME100, ou digite-o depois no seu perfil, em Bônus.',
          '- Faça o seu primeiro depósito de pelo menos US$ 10.',
          '- O bônus é creditado quando o seu depósito é aprovado.',
        ),
        terms: bonusTerms('pt_BR', [
          '- Oferta de boas-vindas: 100 % do primeiro depósito que você fizer depois de resgatá-lo, até US$ 200. Depósito mínimo: US$ 10.',
          '- Você tem 30 dias desde o cadastro para resgatá-lo e 30 dias desde o crédito para concluir o rollover.',
          '- Rollover: 10 vezes o valor do bônus.',
          '- Aposta máxima durante o rollover: US$ 5 por aposta ou giro.',
        ]),
        cta_label: 'Quero meu bônus',
      },
    },
  },
  {
    type: 'bonus',
    image: '/brands/luckystar/promo-free-spins.svg',
    cta: { kind: 'bonus', code: 'DRAGON20' },
    startedDaysAgo: 7,
    endsInDays: 60,
    texts: {
      en_US: {
        title: '20 Free Spins on Tesoro del Dragón',
        summary: '20 spins at $1.00 each on our dragon slot. Enter the code DRAGON20.',
        body: lines(
          'Wake the dragon: 20 free spins on Tesoro del Dragón, our own slot, at $1.00 a spin.',
          '',
          '## How to get them',
          '- Enter the code DRAGON20 when you sign up, or in your profile, under Bonuses.',
          '- Open Tesoro del Dragón: your spins are waiting.',
          '- What they win is credited as bonus money.',
        ),
        terms: bonusTerms('en_US', [
          '- 20 free spins on Tesoro del Dragón at $1.00 each.',
          '- You have 30 days to claim the spins and 30 days to use them; what they win must be wagered within 30 days.',
          '- Wagering: 5 times what the spins won.',
          '- Maximum bet while wagering: $5 per bet or spin.',
        ]),
        cta_label: 'Get my spins',
      },
      es_ES: {
        title: '20 tiradas gratis en Tesoro del Dragón',
        summary:
          '20 tiradas de USD 1,00 en nuestro tragamonedas del dragón. Ingresa el código DRAGON20.',
        body: lines(
          'Despierta al dragón: 20 tiradas gratis en Tesoro del Dragón, nuestro propio tragamonedas, de USD 1,00 cada una.',
          '',
          '## Cómo conseguirlas',
          '- Ingresa el código DRAGON20 al registrarte, o en tu perfil, en Bonos.',
          '- Abre Tesoro del Dragón: tus tiradas te esperan.',
          '- Lo que ganen se acredita como dinero de bono.',
        ),
        terms: bonusTerms('es_ES', [
          '- 20 tiradas gratis en Tesoro del Dragón de USD 1,00 cada una.',
          '- Tienes 30 días para reclamar las tiradas y 30 días para usarlas; lo que ganen debe apostarse en 30 días.',
          '- Rollover: 5 veces lo ganado con las tiradas.',
          '- Apuesta máxima mientras completas el rollover: USD 5 por apuesta o tirada.',
        ]),
        cta_label: 'Quiero mis tiradas',
      },
      pt_BR: {
        title: '20 giros grátis no Tesoro del Dragón',
        summary: '20 giros de US$ 1,00 no nosso caça-níqueis do dragão. Digite o código DRAGON20.',
        body: lines(
          'Acorde o dragão: 20 giros grátis no Tesoro del Dragón, o nosso próprio caça-níqueis, de US$ 1,00 cada.',
          '',
          '## Como conseguir',
          '- Digite o código DRAGON20 no cadastro, ou no seu perfil, em Bônus.',
          '- Abra o Tesoro del Dragón: os seus giros estão esperando.',
          '- O que eles ganharem é creditado como dinheiro de bônus.',
        ),
        terms: bonusTerms('pt_BR', [
          '- 20 giros grátis no Tesoro del Dragón de US$ 1,00 cada.',
          '- Você tem 30 dias para resgatar os giros e 30 dias para usá-los; o que eles ganharem deve ser apostado em 30 dias.',
          '- Rollover: 5 vezes o que os giros ganharam.',
          '- Aposta máxima durante o rollover: US$ 5 por aposta ou giro.',
        ]),
        cta_label: 'Quero meus giros',
      },
    },
  },
  {
    type: 'promotion',
    image: '/brands/luckystar/promo-provably-fair.svg',
    cta: { kind: 'route', path: '/casino' },
    startedDaysAgo: 60,
    endsInDays: null,
    texts: {
      en_US: {
        title: 'Provably fair house games',
        summary: 'Slots, roulette, blackjack and crash whose every round you can check yourself.',
        body: lines(
          "Our own games don't ask you to trust us: every round can be checked.",
          '',
          '## How it works',
          "- Before you play you see the hash of the server's seed.",
          '- Every round is drawn from that seed, your own client seed and a counter.',
          '- When you rotate the seeds, the old server seed is revealed: check any round played with it.',
        ),
        terms: lines(
          '- Provable fairness covers our own games: Tesoro del Dragón, European Roulette, Blackjack, Cohete and live roulette.',
          '- Games from other providers follow their own certification.',
          '- Over 18s only. Play responsibly.',
        ),
        cta_label: 'Play now',
      },
      es_ES: {
        title: 'Juegos de la casa demostrablemente justos',
        summary: 'Tragamonedas, ruleta, blackjack y crash: cada ronda la puedes comprobar tú.',
        body: lines(
          'Nuestros propios juegos no te piden confianza: cada ronda se puede comprobar.',
          '',
          '## Cómo funciona',
          '- Antes de jugar ves el hash de la semilla del servidor.',
          '- Cada ronda sale de esa semilla, de tu propia semilla de cliente y de un contador.',
          '- Al cambiar las semillas se revela la anterior del servidor: comprueba cualquier ronda jugada con ella.',
        ),
        terms: lines(
          '- La equidad demostrable cubre nuestros propios juegos: Tesoro del Dragón, Ruleta Europea, Blackjack, Cohete y la ruleta en vivo.',
          '- Los juegos de otros proveedores siguen su propia certificación.',
          '- Solo mayores de 18 años. Juega con responsabilidad.',
        ),
        cta_label: 'Jugar ahora',
      },
      pt_BR: {
        title: 'Jogos da casa comprovadamente justos',
        summary: 'Caça-níqueis, roleta, blackjack e crash: cada rodada você mesmo pode conferir.',
        body: lines(
          'Os nossos próprios jogos não pedem confiança: cada rodada pode ser conferida.',
          '',
          '## Como funciona',
          '- Antes de jogar você vê o hash da semente do servidor.',
          '- Cada rodada sai dessa semente, da sua própria semente de cliente e de um contador.',
          '- Ao trocar as sementes, a anterior do servidor é revelada: confira qualquer rodada jogada com ela.',
        ),
        terms: lines(
          '- A justiça comprovável cobre os nossos próprios jogos: Tesoro del Dragón, Roleta Europeia, Blackjack, Cohete e a roleta ao vivo.',
          '- Jogos de outros provedores seguem a sua própria certificação.',
          '- Somente maiores de 18 anos. Jogue com responsabilidade.',
        ),
        cta_label: 'Jogar agora',
      },
    },
  },
];

// Brazil's law bans bonuses: RioBet offers none, only its products and its help.
const RIOBET: DemoPromotion[] = [
  {
    type: 'promotion',
    image: '/brands/riobet/promo-live.svg',
    cta: { kind: 'route', path: '/live' },
    startedDaysAgo: 60,
    endsInDays: null,
    texts: {
      pt_BR: {
        title: 'Apostas ao vivo',
        summary: 'Aposte com a partida rolando: odds que mudam a cada lance, e cash out.',
        body: lines(
          'A partida só acaba no apito final, e a sua aposta também. Na seção Ao vivo você acompanha o placar e aposta a qualquer momento do jogo.',
          '',
          '## O que você encontra',
          '- Odds que mudam com o placar e o tempo de jogo.',
          '- Você escolhe o que fazer quando a odd muda: perguntar, aceitar odds maiores ou aceitar qualquer uma.',
          '- Cash out: encerre a sua aposta antes do fim e garanta o que ela vale agora.',
        ),
        terms: lines(
          '- Uma aposta ao vivo espera alguns segundos para ser aceita; se a odd mudar nesse tempo, vale a sua escolha.',
          '- Os mercados ficam suspensos por um momento depois de lances importantes.',
          '- Valem as regras esportivas da RioBet.',
          '- Somente maiores de 18 anos. Jogue com responsabilidade.',
        ),
        cta_label: 'Ir para Ao vivo',
      },
      en_US: {
        title: 'Live betting',
        summary: 'Bet while the match is on: odds that move with every play, and cash out.',
        body: lines(
          'A match is not over until the final whistle, and neither is your bet. In the Live section you follow the score and bet at any moment of the match.',
          '',
          '## What you get',
          '- Odds that change with the score and the clock.',
          '- You choose what happens when the odds move: ask you, accept higher odds, or accept any odds.',
          '- Cash out: settle your bet before the end and keep what it is worth now.',
        ),
        terms: lines(
          '- A live bet waits a few seconds to be accepted; if the odds change meanwhile, your choice applies.',
          '- Markets are suspended for a moment after important plays.',
          "- RioBet's sport rules apply.",
          '- Over 18s only. Play responsibly.',
        ),
        cta_label: 'Go to Live',
      },
      es_ES: {
        title: 'Apuestas en vivo',
        summary: 'Apuesta mientras se juega: cuotas que se mueven con cada jugada y cash out.',
        body: lines(
          'El partido no termina hasta el final, y tu apuesta tampoco. En la sección En vivo sigues el marcador y apuestas en cada momento del partido.',
          '',
          '## Qué encuentras',
          '- Cuotas que cambian con el marcador y el tiempo de juego.',
          '- Tú eliges qué hacer si la cuota cambia: preguntarte, aceptar las más altas o aceptar cualquiera.',
          '- Cash out: cierra tu apuesta antes del final y asegura lo que llevas.',
        ),
        terms: lines(
          '- Una apuesta en vivo espera unos segundos a ser aceptada; si la cuota cambia en ese tiempo, se aplica lo que elegiste.',
          '- Los mercados se suspenden un momento después de las jugadas importantes.',
          '- Se aplican las reglas deportivas de RioBet.',
          '- Solo mayores de 18 años. Juega con responsabilidad.',
        ),
        cta_label: 'Ir a En vivo',
      },
    },
  },
  {
    type: 'promotion',
    image: '/brands/riobet/promo-provably-fair.svg',
    cta: { kind: 'route', path: '/casino' },
    startedDaysAgo: 60,
    endsInDays: null,
    texts: {
      pt_BR: {
        title: 'Jogos provably fair',
        summary: 'Caça-níqueis, roleta, blackjack e crash: cada rodada você mesmo pode conferir.',
        body: lines(
          'Os nossos próprios jogos não pedem confiança: cada rodada pode ser conferida.',
          '',
          '## Como funciona',
          '- Antes de jogar você vê o hash da semente do servidor.',
          '- Cada rodada sai dessa semente, da sua própria semente de cliente e de um contador.',
          '- Ao trocar as sementes, a anterior do servidor é revelada: confira qualquer rodada jogada com ela.',
        ),
        terms: lines(
          '- A justiça comprovável cobre os nossos próprios jogos: Tesoro del Dragón, Roleta Europeia, Blackjack, Cohete e a roleta ao vivo.',
          '- Jogos de outros provedores seguem a sua própria certificação.',
          '- Somente maiores de 18 anos. Jogue com responsabilidade.',
        ),
        cta_label: 'Jogar agora',
      },
      en_US: {
        title: 'Provably fair games',
        summary: 'Slots, roulette, blackjack and crash whose every round you can check yourself.',
        body: lines(
          "Our own games don't ask you to trust us: every round can be checked.",
          '',
          '## How it works',
          "- Before you play you see the hash of the server's seed.",
          '- Every round is drawn from that seed, your own client seed and a counter.',
          '- When you rotate the seeds, the old server seed is revealed: check any round played with it.',
        ),
        terms: lines(
          '- Provable fairness covers our own games: Tesoro del Dragón, European Roulette, Blackjack, Cohete and live roulette.',
          '- Games from other providers follow their own certification.',
          '- Over 18s only. Play responsibly.',
        ),
        cta_label: 'Play now',
      },
      es_ES: {
        title: 'Juegos demostrablemente justos',
        summary: 'Tragamonedas, ruleta, blackjack y crash: cada ronda la puedes comprobar tú.',
        body: lines(
          'Nuestros propios juegos no te piden confianza: cada ronda se puede comprobar.',
          '',
          '## Cómo funciona',
          '- Antes de jugar ves el hash de la semilla del servidor.',
          '- Cada ronda sale de esa semilla, de tu propia semilla de cliente y de un contador.',
          '- Al cambiar las semillas se revela la anterior del servidor: comprueba cualquier ronda jugada con ella.',
        ),
        terms: lines(
          '- La equidad demostrable cubre nuestros propios juegos: Tesoro del Dragón, Ruleta Europea, Blackjack, Cohete y la ruleta en vivo.',
          '- Los juegos de otros proveedores siguen su propia certificación.',
          '- Solo mayores de 18 años. Juega con responsabilidad.',
        ),
        cta_label: 'Jugar ahora',
      },
    },
  },
  {
    type: 'promotion',
    image: '/brands/riobet/promo-responsible.svg',
    cta: { kind: 'route', path: '/responsible-gambling' },
    startedDaysAgo: 60,
    endsInDays: null,
    texts: {
      pt_BR: {
        title: 'Jogo responsável',
        summary: 'Limites, lembretes e pausas: ferramentas para você jogar no seu ritmo.',
        body: lines(
          'Apostar é diversão, não uma forma de ganhar dinheiro. Na RioBet você decide quanto e por quanto tempo joga.',
          '',
          '## Suas ferramentas',
          '- Limites de depósito, de perdas, de valor apostado e de tempo de jogo, por dia, semana ou mês.',
          '- Lembrete de sessão: a cada intervalo que você escolher, mostramos o tempo jogado e o resultado.',
          '- Pausa de 24 horas a 6 semanas, ou autoexclusão de 6 meses até permanente.',
          '',
          'Se precisar de ajuda, fale com as organizações de apoio da página de Jogo responsável.',
        ),
        terms: lines(
          '- Um limite menor vale na hora; um maior, ou retirar um limite, espera o prazo de segurança e pede a sua confirmação.',
          '- Pausas e autoexclusões começam na hora e não podem ser encerradas antes do fim.',
          '- Durante uma pausa você continua podendo sacar o seu saldo.',
          '- Somente maiores de 18 anos.',
        ),
        cta_label: 'Conhecer as ferramentas',
      },
      en_US: {
        title: 'Responsible gambling',
        summary: 'Limits, reminders and breaks: tools to play at your own pace.',
        body: lines(
          'Betting is entertainment, not a way to make money. At RioBet you decide how much and how long you play.',
          '',
          '## Your tools',
          '- Limits on deposits, losses, amounts wagered and time played, per day, week or month.',
          '- Reality check: at the interval you choose, we show the time played and your result.',
          '- A break from 24 hours to 6 weeks, or a self-exclusion from 6 months to permanent.',
          '',
          'If you need help, talk to the support organisations listed on the Responsible gambling page.',
        ),
        terms: lines(
          '- A lower limit applies at once; a higher one, or removing one, waits the cool-off and asks you to confirm.',
          '- Breaks and self-exclusions start at once and cannot be ended early.',
          '- During a break you can still withdraw your balance.',
          '- Over 18s only.',
        ),
        cta_label: 'See the tools',
      },
      es_ES: {
        title: 'Juego responsable',
        summary: 'Límites, recordatorios y pausas: herramientas para jugar a tu ritmo.',
        body: lines(
          'Apostar es entretenimiento, no una forma de ganar dinero. En RioBet decides cuánto y cuánto tiempo juegas.',
          '',
          '## Tus herramientas',
          '- Límites de depósito, de pérdidas, de monto apostado y de tiempo de juego, por día, semana o mes.',
          '- Recordatorio de sesión: cada intervalo que elijas te mostramos el tiempo jugado y tu resultado.',
          '- Pausa de 24 horas a 6 semanas, o autoexclusión de 6 meses a permanente.',
          '',
          'Si necesitas ayuda, habla con las organizaciones de apoyo de la página de Juego responsable.',
        ),
        terms: lines(
          '- Un límite más bajo se aplica de inmediato; uno más alto, o quitarlo, espera el período de seguridad y te pide confirmarlo.',
          '- Las pausas y autoexclusiones empiezan de inmediato y no se pueden terminar antes.',
          '- Durante una pausa puedes seguir retirando tu saldo.',
          '- Solo mayores de 18 años.',
        ),
        cta_label: 'Ver las herramientas',
      },
    },
  },
];

const BY_BRAND: Record<string, DemoPromotion[]> = {
  tribuna: TRIBUNA,
  luckystar: LUCKY_STAR,
  riobet: RIOBET,
};

const DAY_MS = 24 * 3600 * 1000;

// A currency and its amount never break apart across lines ("$ 50.000", "US$ 0,50").
const CURRENCY_SPACE = /(\$|ARS|USD|US\$) (?=\d)/g;

function unbroken(texts: PromotionTexts): PromotionTexts {
  const fix = (text: string) => text.replace(CURRENCY_SPACE, '$1\u00a0');
  return {
    title: fix(texts.title),
    summary: fix(texts.summary),
    body: fix(texts.body),
    terms: fix(texts.terms),
    cta_label: texts.cta_label,
  };
}

/** A demo brand's promotions as staff would write them, dated from `now`, first first. */
export function demoPromotions(slug: string, now: Date): OfficePromotionRequest[] {
  return (BY_BRAND[slug] ?? []).map((promotion, index) => ({
    type: promotion.type,
    enabled: true,
    position: (index + 1) * 10,
    image_url: promotion.image,
    cta: promotion.cta,
    starts_at: new Date(now.getTime() - promotion.startedDaysAgo * DAY_MS).toISOString(),
    ends_at:
      promotion.endsInDays === null
        ? null
        : new Date(now.getTime() + promotion.endsInDays * DAY_MS).toISOString(),
    translations: {
      es_ES: unbroken(promotion.texts.es_ES),
      en_US: unbroken(promotion.texts.en_US),
      pt_BR: unbroken(promotion.texts.pt_BR),
    },
  }));
}
