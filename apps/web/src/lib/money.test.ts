import { describe, expect, it } from 'vitest';
import { amountProblemText } from './money';

describe('amountProblemText', () => {
  it('shows the format with an example in the player’s language', () => {
    expect(amountProblemText('wallet.amount_format', 2, 'es_ES')).toBe(
      'Escribe el monto en este formato: 1.500,50.',
    );
    expect(amountProblemText('wallet.amount_format', 2, 'en_US')).toBe(
      'Enter the amount in this format: 1,500.50.',
    );
    expect(amountProblemText('wallet.amount_format', 0, 'pt_BR')).toBe(
      'Digite o valor neste formato: 1.500.',
    );
  });

  it('says the other problems as the catalogue does', () => {
    expect(amountProblemText('wallet.amount_positive', 2, 'en_US')).toBe(
      'The amount must be greater than 0',
    );
  });
});
