import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { ResponsibleGamblingInfo } from './responsible-gambling-info';

function renderPage(tools: Parameters<typeof ResponsibleGamblingInfo>[0]['tools']) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ResponsibleGamblingInfo
          brandName="Tribuna"
          minimumAge={19}
          bonusesAllowed={false}
          country="CA"
          tools={tools}
        />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('ResponsibleGamblingInfo', () => {
  beforeEach(() => applyLanguage('es_ES'));
  afterEach(cleanup);

  it("says the tools, the brand's minimum age and its country's help first", () => {
    renderPage({ kind: 'guest', path: '/login' });
    expect(screen.getByRole('heading', { level: 1, name: 'Juego responsable' })).toBeTruthy();
    expect(screen.getByTestId('minimum-age').textContent).toBe('+19');
    expect(screen.getByText('Debes tener 19 años o más para jugar en Tribuna.')).toBeTruthy();
    for (const tool of ['Límites', 'Recordatorio', 'Tomar una pausa', 'Extracto']) {
      expect(screen.getByRole('heading', { level: 3, name: tool })).toBeTruthy();
    }
    const help = screen.getAllByRole('link').filter((link) => link.getAttribute('target'));
    expect(help[0]?.textContent).toContain('ConnexOntario');
    expect(screen.getByRole('link', { name: 'Ingresar' }).getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('no-bonuses').textContent).toBe(
      'Por las reglas que sigue Tribuna, no ofrece bonos ni crédito gratis.',
    );
  });

  it("leads a player to the profile's tools", () => {
    renderPage({ kind: 'player', path: '/profile/responsible' });
    expect(screen.getByRole('link', { name: 'Fija tus límites' }).getAttribute('href')).toBe(
      '/profile/responsible',
    );
    expect(screen.queryByRole('link', { name: 'Ingresar' })).toBeNull();
  });
});
