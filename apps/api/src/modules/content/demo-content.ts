import type { ContentSlug } from '@tribuna/contracts/content-body';
import type { Language } from '@tribuna/contracts/languages';

interface DemoPage {
  title: string;
  body: string;
}

/**
 * Short but real texts for every demo brand's content pages, in every language.
 * `{brand}` is replaced by the brand's name. The title is shown above the body, so
 * the body starts with its first section.
 */
export const DEMO_CONTENT: Record<ContentSlug, Record<Language, DemoPage>> = {
  terms: {
    en_US: {
      title: 'Terms and conditions',
      body: `These terms apply to every account opened on {brand}. By registering you accept them and our privacy policy.

## Who may play
- You must be 18 or older. We may ask for proof of age and identity at any time.
- One account per person. Accounts opened for someone else are closed.

## Your account
Keep your password to yourself. You are responsible for every bet placed with your account.

## Responsible gaming
Gambling should be fun, never a way to make money. Set yourself limits, take breaks, and never chase losses. If you feel you are losing control, contact support: we can limit or close your account.

## Payments
Deposits and withdrawals are made in your account's currency. Withdrawals are paid to a method in your own name.`,
    },
    es_ES: {
      title: 'Términos y condiciones',
      body: `Estos términos se aplican a toda cuenta abierta en {brand}. Al registrarte los aceptas junto con nuestra política de privacidad.

## Quién puede jugar
- Debes tener 18 años o más. Podemos pedirte una prueba de edad e identidad en cualquier momento.
- Una cuenta por persona. Las cuentas abiertas para otra persona se cierran.

## Tu cuenta
No compartas tu contraseña. Eres responsable de toda apuesta hecha con tu cuenta.

## Juego responsable
Apostar debe ser una diversión, nunca una forma de ganar dinero. Ponte límites, haz pausas y no intentes recuperar lo perdido. Si sientes que pierdes el control, contacta con soporte: podemos limitar o cerrar tu cuenta.

## Pagos
Los depósitos y retiros se hacen en la moneda de tu cuenta. Los retiros se pagan a un medio a tu nombre.`,
    },
    pt_BR: {
      title: 'Termos e condições',
      body: `Estes termos valem para toda conta aberta na {brand}. Ao se cadastrar, você os aceita junto com a nossa política de privacidade.

## Quem pode jogar
- Você precisa ter 18 anos ou mais. Podemos pedir comprovação de idade e identidade a qualquer momento.
- Uma conta por pessoa. Contas abertas para outra pessoa são encerradas.

## Sua conta
Não compartilhe sua senha. Você é responsável por toda aposta feita com a sua conta.

## Jogo responsável
Apostar deve ser diversão, nunca uma forma de ganhar dinheiro. Defina limites, faça pausas e não tente recuperar perdas. Se sentir que está perdendo o controle, fale com o suporte: podemos limitar ou encerrar sua conta.

## Pagamentos
Depósitos e saques são feitos na moeda da sua conta. Saques são pagos a um meio em seu próprio nome.`,
    },
  },
  'sport-rules': {
    en_US: {
      title: 'Sport rules',
      body: `## General
- Bets are settled on the official result at the end of regular time, including stoppage time, unless the market says otherwise. Extra time and penalties do not count.
- A bet accepted after the event has started, on a pre-match market, is void.
- Obvious errors in odds or results may be corrected; the bet is then settled at the correct odds.

## Postponed and abandoned events
- An event postponed for more than 48 hours is void, and stakes are returned.
- If an event is abandoned, markets already decided stand; the others are void.

## Void selections
A void selection counts as odds of 1.00: a single returns the stake, an accumulator is settled on the remaining selections.`,
    },
    es_ES: {
      title: 'Reglas deportivas',
      body: `## General
- Las apuestas se liquidan con el resultado oficial al final del tiempo reglamentario, con el descuento, salvo que el mercado diga otra cosa. La prórroga y los penaltis no cuentan.
- Una apuesta prepartido aceptada después del inicio del evento es nula.
- Los errores evidentes en cuotas o resultados pueden corregirse; la apuesta se liquida entonces con la cuota correcta.

## Eventos aplazados y suspendidos
- Un evento aplazado más de 48 horas es nulo y se devuelven las apuestas.
- Si un evento se suspende, los mercados ya decididos se mantienen; los demás son nulos.

## Selecciones nulas
Una selección nula cuenta con cuota 1,00: una simple devuelve lo apostado y una combinada se liquida con las selecciones restantes.`,
    },
    pt_BR: {
      title: 'Regras esportivas',
      body: `## Geral
- As apostas são liquidadas pelo resultado oficial ao fim do tempo regulamentar, com os acréscimos, salvo indicação do mercado. Prorrogação e pênaltis não contam.
- Uma aposta pré-jogo aceita depois do início do evento é anulada.
- Erros evidentes em odds ou resultados podem ser corrigidos; a aposta é então liquidada com a odd correta.

## Eventos adiados e interrompidos
- Um evento adiado por mais de 48 horas é anulado e o valor apostado é devolvido.
- Se um evento for interrompido, os mercados já decididos valem; os demais são anulados.

## Seleções anuladas
Uma seleção anulada conta como odd 1,00: uma simples devolve o valor apostado e uma múltipla é liquidada com as seleções restantes.`,
    },
  },
  'bet-types': {
    en_US: {
      title: 'Bet types',
      body: `## Single
One selection. It wins when the selection wins: stake × odds.

## Accumulator
Two or more selections from different events in one bet. The odds multiply, and every selection must win.

## Markets
- 1X2: home win (1), draw (X) or away win (2).
- Double chance: two of the three outcomes in one bet: 1X, 12 or X2.
- Over/under: more or fewer goals (or points) than a line, such as over 2.5.
- Handicap: one team starts with a goal advantage or disadvantage, such as -1.
- Both teams to score: yes if each team scores at least once.
- Correct score: the exact final score, such as 2-1.`,
    },
    es_ES: {
      title: 'Tipos de apuesta',
      body: `## Simple
Una selección. Gana cuando gana la selección: importe × cuota.

## Combinada
Dos o más selecciones de eventos distintos en una apuesta. Las cuotas se multiplican y todas las selecciones deben ganar.

## Mercados
- 1X2: gana el local (1), empate (X) o gana el visitante (2).
- Doble oportunidad: dos de los tres resultados en una apuesta: 1X, 12 o X2.
- Más/menos: más o menos goles (o puntos) que una línea, como más de 2,5.
- Hándicap: un equipo empieza con goles de ventaja o desventaja, como -1.
- Ambos equipos marcan: sí si cada equipo marca al menos una vez.
- Resultado exacto: el marcador final exacto, como 2-1.`,
    },
    pt_BR: {
      title: 'Tipos de aposta',
      body: `## Simples
Uma seleção. Ganha quando a seleção ganha: valor × odd.

## Múltipla
Duas ou mais seleções de eventos diferentes em uma aposta. As odds se multiplicam e todas as seleções precisam ganhar.

## Mercados
- 1X2: vitória do mandante (1), empate (X) ou vitória do visitante (2).
- Dupla chance: dois dos três resultados em uma aposta: 1X, 12 ou X2.
- Mais/menos: mais ou menos gols (ou pontos) que uma linha, como mais de 2,5.
- Handicap: um time começa com gols de vantagem ou desvantagem, como -1.
- Ambas marcam: sim se cada time marcar pelo menos uma vez.
- Placar exato: o placar final exato, como 2-1.`,
    },
  },
};
