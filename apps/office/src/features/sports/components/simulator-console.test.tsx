import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '../../../lib/i18n';
import { SimulatorConsole } from './simulator-console';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

describe('simulator console', () => {
  it('makes either side score', () => {
    const onScore = vi.fn();
    const onFinish = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <SimulatorConsole
          event={{ home: 'Boca', away: 'River', status: 'live' }}
          busy={false}
          onScore={onScore}
          onFinish={onFinish}
        />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Simulated feed' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Score for River' }));
    expect(onScore).toHaveBeenLastCalledWith('away');
    fireEvent.click(screen.getByRole('button', { name: 'Score for Boca' }));
    expect(onScore).toHaveBeenLastCalledWith('home');
    fireEvent.click(screen.getByRole('button', { name: 'End the match now' }));
    expect(onFinish).toHaveBeenCalledTimes(1);
  });

  it('offers only the end of an upcoming match: nobody scores before kick-off', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <SimulatorConsole
          event={{ home: 'Boca', away: 'River', status: 'not_started' }}
          busy={false}
          onScore={vi.fn()}
          onFinish={vi.fn()}
        />
      </I18nextProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Score for River' })).toBeNull();
    expect(screen.getByRole('button', { name: 'End the match now' })).toBeTruthy();
  });
});
