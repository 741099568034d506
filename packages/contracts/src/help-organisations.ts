/** Where a player can get help with gambling: a name, its site and, where it has one, a helpline. */
export interface HelpOrganisation {
  name: string;
  url: string;
  phone: string | null;
}

/** Open to anyone, in any country: shown on every brand, after the country's own. */
export const INTERNATIONAL_HELP: readonly HelpOrganisation[] = [
  { name: 'Gamblers Anonymous', url: 'https://www.gamblersanonymous.org', phone: null },
  { name: 'Gambling Therapy', url: 'https://www.gamblingtherapy.org', phone: null },
];

/** Each country's own organisations, by the jurisdiction profile's country (ISO 3166 alpha-2). */
export const HELP_BY_COUNTRY: Readonly<Record<string, readonly HelpOrganisation[]>> = {
  AR: [
    {
      name: 'Jugadores Anónimos Argentina',
      url: 'https://www.jugadoresanonimos.org.ar',
      phone: null,
    },
  ],
  BR: [
    { name: 'Jogadores Anônimos do Brasil', url: 'https://jogadoresanonimos.com.br', phone: null },
    { name: 'CVV – Centro de Valorização da Vida', url: 'https://cvv.org.br', phone: '188' },
  ],
  CA: [{ name: 'ConnexOntario', url: 'https://www.connexontario.ca', phone: '1-866-531-2600' }],
  ES: [
    { name: 'Jugar Bien', url: 'https://www.jugarbien.es', phone: null },
    { name: 'FEJAR', url: 'https://www.fejar.org', phone: null },
  ],
  GB: [
    { name: 'GamCare', url: 'https://www.gamcare.org.uk', phone: '0808 8020 133' },
    { name: 'BeGambleAware', url: 'https://www.begambleaware.org', phone: null },
  ],
  US: [
    {
      name: 'National Council on Problem Gambling',
      url: 'https://www.ncpgambling.org',
      phone: '1-800-522-4700',
    },
  ],
};

/** The organisations a brand shows: its country's first, then the international ones. */
export function helpOrganisations(country: string | null): readonly HelpOrganisation[] {
  return [...((country && HELP_BY_COUNTRY[country]) || []), ...INTERNATIONAL_HELP];
}
