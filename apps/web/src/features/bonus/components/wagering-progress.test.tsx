import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { bonusFormat, wageringPercent } from '../bonus-format';
import { WageringProgress } from './wagering-progress';

const plain = (text: string | null | undefined) => text?.replace(/\s/g, ' ') ?? '';

function renderProgress(progress: number, required: number, language = 'en_US') {
  render(
    <I18nextProvider i18n={i18n}>
      <WageringProgress
        progress={progress}
        required={required}
        format={bonusFormat({ currency: 'ARS', decimals: 2 }, language)}
      />
    </I18nextProvider>,
  );
  return screen.getByRole('progressbar', { name: /wagering|rollover/i });
}

describe('the wagering progress', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(cleanup);

  it('says the money wagered of the money required, with a bar as far along', () => {
    const bar = renderProgress(250_000, 1_000_000);
    expect(plain(screen.getByTestId('bonus-wagering').textContent)).toBe(
      'ARS 2,500.00 of ARS 10,000.00 wagered25%',
    );
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe('ARS 2,500.00 of ARS 10,000.00 wagered');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it('is full only once the wagering is done, and never past it', () => {
    expect(wageringPercent(999_999, 1_000_000)).toBe(99);
    expect(wageringPercent(1_000_000, 1_000_000)).toBe(100);
    expect(wageringPercent(0, 0)).toBe(100);
    expect(wageringPercent(-5, 100)).toBe(0);
    const bar = renderProgress(1_200_000, 1_000_000);
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe(
      'ARS 10,000.00 of ARS 10,000.00 wagered',
    );
  });

  it("speaks the player's language", () => {
    applyLanguage('es_ES');
    const bar = renderProgress(250_050, 1_000_000, 'es_ES');
    expect(plain(bar.getAttribute('aria-valuetext'))).toBe(
      '2500,50 ARS de 10.000,00 ARS apostados',
    );
    expect(plain(screen.getByTestId('bonus-wagering').textContent)).toContain('25 %');
  });
});
