import type { Sport } from '@tribuna/contracts/sports';
import type { BasketballLeague } from './basketball';

// The simulated feed's world: competitions with their teams or players and ratings.
// Football: [name, attack, defence]; basketball: [name, strength, pace]; tennis: [name,
// rating]. Clubs are real; tennis players are invented (real-looking, not real people).

export interface SimCompetition {
  slug: string;
  sport: Sport;
  name: string;
  country: string;
  /** How often it gets the next fixture, against the others of its sport. */
  weight: number;
  /** Basketball's league averages and quarter length; tennis' serve base. */
  basketball?: BasketballLeague & { quarterSeconds: number };
  serveBase?: number;
  football?: readonly (readonly [string, number, number])[];
  teams?: readonly (readonly [string, number, number])[];
  players?: readonly (readonly [string, number])[];
}

export const SIM_COMPETITIONS: readonly SimCompetition[] = [
  {
    slug: 'argentina-liga-profesional',
    sport: 'football',
    name: 'Liga Profesional',
    country: 'ar',
    weight: 3,
    football: [
      ['River Plate', 1.22, 0.8],
      ['Boca Juniors', 1.15, 0.82],
      ['Racing Club', 1.1, 0.9],
      ['Independiente', 0.98, 0.95],
      ['San Lorenzo', 0.92, 0.95],
      ['Estudiantes', 1.02, 0.9],
      ['Vélez Sarsfield', 1.0, 0.92],
      ['Talleres', 1.05, 0.9],
      ['Rosario Central', 0.97, 0.98],
      ["Newell's Old Boys", 0.92, 1.02],
      ['Lanús', 0.96, 0.97],
      ['Argentinos Juniors', 0.98, 0.96],
      ['Huracán', 0.9, 0.96],
      ['Defensa y Justicia', 0.95, 1.0],
    ],
  },
  {
    slug: 'brasileirao-serie-a',
    sport: 'football',
    name: 'Brasileirão Série A',
    country: 'br',
    weight: 3,
    football: [
      ['Palmeiras', 1.2, 0.78],
      ['Flamengo', 1.25, 0.82],
      ['Botafogo', 1.12, 0.86],
      ['São Paulo', 1.02, 0.9],
      ['Corinthians', 0.98, 0.92],
      ['Fluminense', 1.0, 0.95],
      ['Atlético Mineiro', 1.08, 0.9],
      ['Internacional', 1.04, 0.9],
      ['Grêmio', 1.0, 0.98],
      ['Cruzeiro', 1.02, 0.92],
      ['Bahia', 0.98, 1.0],
      ['Fortaleza', 0.96, 0.95],
      ['Vasco da Gama', 0.94, 1.04],
      ['Santos', 0.97, 1.02],
    ],
  },
  {
    slug: 'laliga',
    sport: 'football',
    name: 'LaLiga',
    country: 'es',
    weight: 3,
    football: [
      ['Real Madrid', 1.4, 0.72],
      ['FC Barcelona', 1.42, 0.78],
      ['Atlético de Madrid', 1.15, 0.75],
      ['Athletic Club', 1.05, 0.86],
      ['Villarreal', 1.08, 0.95],
      ['Real Sociedad', 0.98, 0.9],
      ['Real Betis', 1.0, 0.95],
      ['Sevilla', 0.95, 1.0],
      ['Valencia', 0.9, 1.0],
      ['Girona', 1.0, 1.05],
      ['Celta de Vigo', 0.98, 1.05],
      ['Osasuna', 0.88, 0.98],
      ['Getafe', 0.8, 0.92],
      ['Rayo Vallecano', 0.9, 1.0],
    ],
  },
  {
    slug: 'premier-league',
    sport: 'football',
    name: 'Premier League',
    country: 'gb',
    weight: 3,
    football: [
      ['Manchester City', 1.38, 0.78],
      ['Liverpool', 1.4, 0.8],
      ['Arsenal', 1.3, 0.72],
      ['Chelsea', 1.18, 0.9],
      ['Manchester United', 1.02, 0.98],
      ['Tottenham Hotspur', 1.12, 1.02],
      ['Newcastle United', 1.12, 0.9],
      ['Aston Villa', 1.1, 0.95],
      ['Brighton & Hove Albion', 1.05, 1.0],
      ['West Ham United', 0.98, 1.08],
      ['Crystal Palace', 0.95, 0.98],
      ['Fulham', 0.97, 1.0],
      ['Brentford', 1.0, 1.08],
      ['Everton', 0.85, 0.98],
    ],
  },
  {
    slug: 'nba',
    sport: 'basketball',
    name: 'NBA',
    country: 'us',
    weight: 2,
    basketball: {
      teamPoints: 112,
      homeAdvantage: 2.5,
      possessions: 99,
      marginSd: 12.5,
      quarterSeconds: 720,
    },
    teams: [
      ['Boston Celtics', 9, 0.99],
      ['Oklahoma City Thunder', 8.5, 1.01],
      ['Denver Nuggets', 5, 0.98],
      ['Cleveland Cavaliers', 6.5, 0.98],
      ['New York Knicks', 4.5, 0.97],
      ['Milwaukee Bucks', 3, 1.01],
      ['Minnesota Timberwolves', 4, 0.98],
      ['Los Angeles Lakers', 2, 1.02],
      ['Golden State Warriors', 1.5, 1.02],
      ['Dallas Mavericks', 2.5, 1.0],
      ['Phoenix Suns', 0.5, 1.0],
      ['Miami Heat', 0, 0.97],
      ['Philadelphia 76ers', -1, 0.98],
      ['Chicago Bulls', -3, 1.01],
      ['Toronto Raptors', -5, 1.0],
      ['San Antonio Spurs', -4, 1.03],
    ],
  },
  {
    slug: 'euroleague',
    sport: 'basketball',
    name: 'EuroLeague',
    country: 'int',
    weight: 1,
    basketball: {
      teamPoints: 81,
      homeAdvantage: 3.5,
      possessions: 72,
      marginSd: 11,
      quarterSeconds: 600,
    },
    teams: [
      ['Real Madrid', 6, 1.0],
      ['Panathinaikos', 6.5, 0.99],
      ['Olympiacos', 5.5, 0.97],
      ['Fenerbahçe', 5, 0.98],
      ['FC Barcelona', 3.5, 1.02],
      ['Monaco', 4, 1.01],
      ['Anadolu Efes', 1.5, 1.0],
      ['Partizan', 1, 1.02],
      ['Virtus Bologna', 0, 0.99],
      ['Maccabi Tel Aviv', 0.5, 1.03],
      ['Bayern Munich', -1, 0.98],
      ['Baskonia', -1.5, 1.02],
    ],
  },
  {
    slug: 'atp-rio-open',
    sport: 'tennis',
    name: 'ATP Rio Open',
    country: 'br',
    weight: 2,
    serveBase: 0.64,
    players: [
      ['Tomás Echeverry', 7.5],
      ['Lucas Moreira', 6],
      ['Mateo Salvatierra', 6.5],
      ['Gabriel Rangel', 4.5],
      ['Nicolás Ferrante', 5],
      ['Pedro Albuquerque', 3.5],
      ['Julián Castaño', 4],
      ['Felipe Duarte', 3],
      ['Andrés Villaverde', 5.5],
      ['Rafael Montes', 2.5],
      ['Lorenzo Bianchi', 6],
      ['Henri Laurent', 4.5],
      ['Jakob Lindqvist', 5],
      ['Martin Havel', 3.5],
    ],
  },
  {
    slug: 'wta-madrid-open',
    sport: 'tennis',
    name: 'WTA Madrid Open',
    country: 'es',
    weight: 2,
    serveBase: 0.57,
    players: [
      ['Valentina Ortega', 7],
      ['Camila Figueroa', 6],
      ['Lucía Navarro', 6.5],
      ['Isabela Prado', 4.5],
      ['Sofía Aranda', 5],
      ['Marina Kovač', 5.5],
      ['Elena Vidal', 4],
      ['Ana Beatriz Lima', 3.5],
      ['Carla Mendoza', 3],
      ['Julia Novak', 5],
      ['Emma Fischer', 4],
      ['Chloé Martin', 6],
      ['Alina Petrova', 4.5],
      ['Hanna Berg', 3.5],
    ],
  },
];

/** The names of a competition's teams or players. */
export function participantsOf(competition: SimCompetition): string[] {
  const rows = competition.football ?? competition.teams ?? competition.players ?? [];
  return rows.map((row) => row[0]);
}
