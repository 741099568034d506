import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { FormNotices } from '../components/ui/form-notices';
import { InputField } from '../components/ui/form-fields';
import { serverFormErrors, type FormErrors } from './form-errors';
import { ApiError } from './http';
import { i18n, initI18n } from './i18n';
import { useDraftForm } from './use-draft-form';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(cleanup);

const FIX = 'Some fields need attention.';

type NameDraft = { name: string; note: string };

/** An editor of two fields on the hook: the name is needed, the server may refuse it. */
function NameForm({
  refusal = null,
  saving = false,
  onValid,
  onInvalid,
}: {
  refusal?: ApiError | null;
  saving?: boolean;
  onValid: (name: string) => void;
  onInvalid?: () => void;
}) {
  const { draft, set, errors, shown, submit } = useDraftForm({
    initial: (): NameDraft => ({ name: '', note: '' }),
    check: (current: NameDraft): { ok: true; name: string } | { ok: false; errors: FormErrors } =>
      current.name.trim() === ''
        ? { ok: false, errors: { name: 'Type a name.' } }
        : { ok: true, name: current.name.trim() },
    onValid: (result) => onValid(result.name),
    onInvalid,
    serverErrors: serverFormErrors(refusal),
    saving,
  });
  return (
    <I18nextProvider i18n={i18n}>
      <form onSubmit={submit} noValidate>
        <FormNotices errors={errors} refusal={refusal} />
        <InputField
          name="name"
          label="Name"
          value={draft.name}
          error={shown.name}
          onChange={(name) => set('name', name)}
        />
        <InputField
          name="note"
          label="Note"
          value={draft.note}
          error={shown.note}
          onChange={(note) => set('note', note)}
        />
        <button type="submit">Save</button>
      </form>
    </I18nextProvider>
  );
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('an editor on the draft form hook', () => {
  it('refuses a draft its check refuses: the message on the field, a pointer above, the keyboard there', async () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<NameForm onValid={onValid} onInvalid={onInvalid} />);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'x' } });
    save();
    expect(screen.getByText('Type a name.')).toBeTruthy();
    expect(screen.getByText(FIX)).toBeTruthy();
    expect(onInvalid).toHaveBeenCalledTimes(1);
    expect(onValid).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name')));

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Ana ' } });
    save();
    expect(onValid).toHaveBeenCalledWith('Ana');
    expect(screen.queryByText('Type a name.')).toBeNull();
    expect(screen.queryByText(FIX)).toBeNull();
  });

  it('shows a refusal that names a field beside it, and one that names none above the form', () => {
    const onValid = vi.fn();
    const { rerender } = render(
      <NameForm
        onValid={onValid}
        refusal={
          new ApiError(400, 'VALIDATION_FAILED', ['That name is taken.'], {
            name: ['That name is taken.'],
          })
        }
      />,
    );
    expect(screen.getAllByText('That name is taken.')).toHaveLength(1);
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(FIX)).toBeTruthy();

    rerender(
      <NameForm onValid={onValid} refusal={new ApiError(409, 'CONFLICT', ['Not allowed here.'])} />,
    );
    expect(screen.getByText('Not allowed here.')).toBeTruthy();
    expect(screen.queryByText(FIX)).toBeNull();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts its own check's message before the server's on the same field", () => {
    render(
      <NameForm
        onValid={vi.fn()}
        refusal={new ApiError(400, 'VALIDATION_FAILED', ['Taken.'], { name: ['Taken.'] })}
      />,
    );
    save();
    expect(screen.getByText('Type a name.')).toBeTruthy();
    expect(screen.queryByText('Taken.')).toBeNull();
  });

  it('does nothing while a save is on its way', () => {
    const onValid = vi.fn();
    const onInvalid = vi.fn();
    render(<NameForm onValid={onValid} onInvalid={onInvalid} saving />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    save();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '' } });
    save();
    expect(onValid).not.toHaveBeenCalled();
    expect(onInvalid).not.toHaveBeenCalled();
    expect(screen.queryByText(FIX)).toBeNull();
  });
});
