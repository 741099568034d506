import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { InputField, SelectField } from './form-fields';
import { FieldGroup } from './form-section';

afterEach(cleanup);

describe('the shared form fields', () => {
  it('ties a text box to its label, hint and error, with the keyboard its kind asks for', () => {
    const onChange = vi.fn();
    render(
      <InputField
        name="max_bet"
        label="Largest bet (ARS)"
        hint="Like 1,234.56"
        error="Type an amount."
        kind="decimal"
        value="12"
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('Largest bet (ARS)');
    expect(input.getAttribute('name')).toBe('max_bet');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Like 1,234.56',
      'Type an amount.',
    ]);
    fireEvent.change(input, { target: { value: '12.5' } });
    expect(onChange).toHaveBeenCalledWith('12.5');
  });

  it('asks a phone for digits for whole numbers, and for nothing special for text', () => {
    render(
      <>
        <InputField name="spins" label="Spins" kind="whole" value="" onChange={vi.fn()} />
        <InputField name="name" label="Name" value="" onChange={vi.fn()} />
      </>,
    );
    expect(screen.getByLabelText('Spins').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Name').getAttribute('inputmode')).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it('answers only a value among its options', () => {
    const onChange = vi.fn();
    render(
      <SelectField
        name="period"
        label="Period"
        value="day"
        options={[
          { value: 'day', label: 'Each day' },
          { value: 'week', label: 'Each week' },
        ]}
        onChange={onChange}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Period');
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Each day',
      'Each week',
    ]);
    fireEvent.change(select, { target: { value: 'week' } });
    expect(onChange).toHaveBeenCalledWith('week');
    fireEvent.change(select, { target: { value: 'year' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('groups fields under one legend and hint, with the group’s own error', () => {
    render(
      <FieldGroup id="titles" legend="Title" hint="One per language" error="At least one title.">
        <InputField name="titles.en_US" label="English" value="" onChange={vi.fn()} />
      </FieldGroup>,
    );
    const group = screen.getByRole('group', { name: 'Title' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'One per language',
    );
    expect(screen.getByText('At least one title.').className).toContain('field-group-error');
  });
});
