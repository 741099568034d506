import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { ApiError } from '../../../lib/http';
import { i18n, initI18n } from '../../../lib/i18n';
import { DecisionDialog, type Decision } from './decision-dialog';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(cleanup);

function renderDialog(props: {
  open: boolean;
  askReason: boolean;
  onSubmit: (decision: Decision) => void;
  error?: unknown;
}) {
  const element = (open: boolean) => (
    <I18nextProvider i18n={i18n}>
      <DecisionDialog
        open={open}
        title={props.askReason ? 'Reject deposit?' : 'Approve deposit?'}
        text={<p>ARS 1,500.50 for ana</p>}
        submitLabel={props.askReason ? 'Reject' : 'Approve'}
        askReason={props.askReason}
        pending={false}
        error={props.error ?? null}
        onSubmit={props.onSubmit}
        onClose={vi.fn()}
      />
    </I18nextProvider>
  );
  const view = render(element(props.open));
  return { reopen: (open: boolean) => view.rerender(element(open)) };
}

describe('decision dialog', () => {
  it('asks for a reason before a rejection', () => {
    const onSubmit = vi.fn();
    renderDialog({ open: true, askReason: true, onSubmit });
    expect(screen.getByRole('heading', { name: 'Reject deposit?' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please give a reason.')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Blurry proof ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(onSubmit).toHaveBeenCalledWith({
      reason: 'Blurry proof',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{16,128}$/) as unknown,
    });
    expect(screen.queryByText('Please give a reason.')).toBeNull();
  });

  it('keeps one key for one action across a double click or a retry, a new one per opening', () => {
    const onSubmit = vi.fn();
    const { reopen } = renderDialog({ open: true, askReason: false, onSubmit });
    const approve = screen.getByRole('button', { name: 'Approve' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(onSubmit).toHaveBeenCalledTimes(2);
    const first = (onSubmit.mock.calls[0]?.[0] as Decision).idempotencyKey;
    expect((onSubmit.mock.calls[1]?.[0] as Decision).idempotencyKey).toBe(first);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ idempotencyKey: first });

    reopen(false);
    reopen(true);
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect((onSubmit.mock.calls[2]?.[0] as Decision).idempotencyKey).not.toBe(first);
  });

  it('shows why the server refused', () => {
    renderDialog({
      open: true,
      askReason: false,
      onSubmit: vi.fn(),
      error: new ApiError(409, 'CONFLICT', ['This deposit was already decided.']),
    });
    expect(screen.getByRole('alert').textContent).toBe('This deposit was already decided.');
  });
});
