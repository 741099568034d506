import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validateEmail, validateUrl } from '../../lib/dialog-validators';
import { dialog, type DialogOptions, type DialogResult } from '../../lib/dialogs';
import { applyLanguage, i18n } from '../../lib/i18n';
import { DialogHost } from './dialog';

function renderHost() {
  return render(
    <I18nextProvider i18n={i18n}>
      <button type="button">Opener</button>
      <DialogHost />
    </I18nextProvider>,
  );
}

/** Opens a dialog and lets React render it; the answer comes back wrapped, so it is not awaited. */
function fire(options: DialogOptions): { result: Promise<DialogResult> } {
  let result: Promise<DialogResult> | undefined;
  act(() => {
    result = dialog.fire(options);
  });
  if (!result) throw new Error('fire did not run');
  return { result };
}

function dialogElement(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no dialog on screen');
  return element;
}

describe('dialog.fire', () => {
  beforeEach(() => applyLanguage('en_US'));
  afterEach(() => {
    act(() => dialog.close());
    cleanup();
    vi.useRealTimers();
  });

  it('is light, 32em wide, with the translated OK by default', () => {
    renderHost();
    void fire({ title: 'Hello', text: 'World' });
    const element = dialogElement();
    expect(element.className).toContain('dialog--light');
    expect(element.style.width).toBe('32em');
    expect(element.open).toBe(true);
    expect(screen.getByRole('button', { name: 'OK' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'No' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('translates OK, No and Cancel', () => {
    applyLanguage('es_ES');
    renderHost();
    void fire({ title: 'Hola', showDenyButton: true, showCancelButton: true });
    for (const name of ['Aceptar', 'No', 'Cancelar']) {
      expect(screen.getByRole('button', { name })).not.toBeNull();
    }
  });

  it('answers confirm with value true', async () => {
    renderHost();
    const { result } = fire({ title: 'Sure?', showDenyButton: true, showCancelButton: true });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toEqual({
      isConfirmed: true,
      isDenied: false,
      isDismissed: false,
      value: true,
    });
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('answers deny with value false', async () => {
    renderHost();
    const { result } = fire({ title: 'Sure?', showDenyButton: true });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    await expect(result).resolves.toEqual({
      isConfirmed: false,
      isDenied: true,
      isDismissed: false,
      value: false,
    });
  });

  const dismissedWith = (dismiss: string) => ({
    isConfirmed: false,
    isDenied: false,
    isDismissed: true,
    dismiss,
  });

  it('dismisses with reason cancel', async () => {
    renderHost();
    const { result } = fire({ title: 'Sure?', showCancelButton: true });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(result).resolves.toEqual(dismissedWith('cancel'));
  });

  it('dismisses with reason close', async () => {
    renderHost();
    const { result } = fire({ title: 'Sure?', showCloseButton: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toEqual(dismissedWith('close'));
  });

  it('dismisses with reason backdrop, unless outside clicks are off', async () => {
    renderHost();
    const { result: kept } = fire({ title: 'Stay', allowOutsideClick: false });
    fireEvent.click(dialogElement());
    expect(document.querySelector('dialog')).not.toBeNull();
    act(() => dialog.close());
    await expect(kept).resolves.toMatchObject({ isDismissed: true, dismiss: undefined });

    const { result } = fire({ title: 'Sure?' });
    // A click inside the box is not a backdrop click.
    fireEvent.click(screen.getByRole('heading', { name: 'Sure?' }));
    expect(document.querySelector('dialog')).not.toBeNull();
    fireEvent.click(dialogElement());
    await expect(result).resolves.toEqual(dismissedWith('backdrop'));
  });

  it('dismisses with reason esc, unless Escape is off', async () => {
    renderHost();
    const { result: kept } = fire({ title: 'Stay', allowEscapeKey: false });
    fireEvent.keyDown(dialogElement(), { key: 'Escape' });
    expect(document.querySelector('dialog')).not.toBeNull();
    act(() => dialog.close());
    await kept;

    const { result } = fire({ title: 'Sure?' });
    fireEvent.keyDown(dialogElement(), { key: 'Escape' });
    await expect(result).resolves.toEqual(dismissedWith('esc'));
  });

  it('settles on the native cancel event as esc', async () => {
    renderHost();
    const { result } = fire({ title: 'Sure?' });
    fireEvent(dialogElement(), new Event('cancel', { cancelable: true }));
    await expect(result).resolves.toEqual(dismissedWith('esc'));
  });

  it('dismisses with reason timer', async () => {
    vi.useFakeTimers();
    renderHost();
    const { result } = fire({ title: 'Soon gone', timer: 2000 });
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(document.querySelector('dialog')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await expect(result).resolves.toEqual(dismissedWith('timer'));
  });

  it('shows dialogs one after the other', async () => {
    renderHost();
    const { result: first } = fire({ title: 'First' });
    const { result: second } = fire({ title: 'Second' });
    expect(screen.getByRole('heading').textContent).toBe('First');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await first;
    await waitFor(() => expect(screen.getByRole('heading').textContent).toBe('Second'));
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(second).resolves.toMatchObject({ isConfirmed: true });
  });

  it('answers the input value, after the email validator agrees', async () => {
    renderHost();
    const { result } = fire({ title: 'Your email', input: 'email', inputLabel: 'Email' });
    const input = screen.getByLabelText('Email');
    expect(document.activeElement).toBe(input);
    fireEvent.change(input, { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Invalid email address'),
    );
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(input, { target: { value: 'ana@example.com' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toEqual({
      isConfirmed: true,
      isDenied: false,
      isDismissed: false,
      value: 'ana@example.com',
    });
  });

  it('refuses a non-web URL and accepts https', async () => {
    renderHost();
    const { result } = fire({ title: 'Link', input: 'url', inputLabel: 'URL' });
    const input = screen.getByLabelText('URL');
    fireEvent.change(input, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Invalid URL'));
    fireEvent.change(input, { target: { value: 'https://example.com/a?b=1' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toMatchObject({ value: 'https://example.com/a?b=1' });
  });

  it('uses a caller validator', async () => {
    renderHost();
    const { result } = fire({
      title: 'Bonus code',
      input: 'text',
      inputLabel: 'Code',
      inputValidator: (value) => (value === 'ABC' ? null : 'Insert a valid bonus code'),
    });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Insert a valid bonus code'),
    );
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: 'ABC' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(result).resolves.toMatchObject({ isConfirmed: true, value: 'ABC' });
  });

  it('keeps Tab inside and gives focus back on close', async () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    const { result } = fire({ title: 'Sure?', showDenyButton: true, showCancelButton: true });
    const ok = screen.getByRole('button', { name: 'OK' });
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(document.activeElement).toBe(ok);
    cancel.focus();
    fireEvent.keyDown(cancel, { key: 'Tab' });
    expect(document.activeElement).toBe(ok);
    fireEvent.keyDown(ok, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cancel);
    fireEvent.click(cancel);
    await result;
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

describe('dialog validators', () => {
  beforeEach(() => applyLanguage('en_US'));

  it.each(['ana@example.com', 'first.last+tag@mail.example.co', "o'neil@x.io"])(
    'accepts the email %s',
    (value) => expect(validateEmail(value)).toBeNull(),
  );
  it.each(['', 'ana', 'ana@', 'ana@example', '@example.com', 'a b@example.com'])(
    'refuses the email "%s" with "Invalid email address"',
    (value) => expect(validateEmail(value)).toBe('Invalid email address'),
  );
  it.each(['http://example.com', 'https://example.com/path?q=1', 'https://localhost:3000'])(
    'accepts the URL %s',
    (value) => expect(validateUrl(value)).toBeNull(),
  );
  it.each(['', 'example.com', 'ftp://example.com', 'javascript:alert(1)', 'mailto:a@b.co'])(
    'refuses the URL "%s" with "Invalid URL"',
    (value) => expect(validateUrl(value)).toBe('Invalid URL'),
  );
  it('speaks the page language', () => {
    applyLanguage('es_ES');
    expect(validateEmail('x')).toBe('Dirección de correo inválida');
    expect(validateUrl('x')).toBe('URL inválida');
  });
});
