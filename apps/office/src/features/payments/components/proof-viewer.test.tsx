import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { i18n, initI18n } from '../../../lib/i18n';
import { ProofViewer } from './proof-viewer';

beforeAll(async () => {
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Object URLs stand in as about:blank ones: happy-dom cannot load a blob: frame.
function blobUrls() {
  let next = 0;
  const create = vi
    .spyOn(URL, 'createObjectURL')
    .mockImplementation(() => `about:blank#proof-${next++}`);
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { create, revoke };
}

function viewer(open: boolean, load: (signal: AbortSignal) => Promise<Blob>) {
  return (
    <I18nextProvider i18n={i18n}>
      <ProofViewer
        open={open}
        title="Proof of payment from ana"
        alt="Proof of payment uploaded by ana"
        load={load}
        onClose={vi.fn()}
      />
    </I18nextProvider>
  );
}

describe('proof viewer', () => {
  it('shows an image proof from a Blob URL and revokes it on close', async () => {
    const { create, revoke } = blobUrls();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const load = vi.fn(() => Promise.resolve(png));
    const view = render(viewer(true, load));
    const image = await screen.findByRole('img', { name: 'Proof of payment uploaded by ana' });
    expect(image.getAttribute('src')).toBe('about:blank#proof-0');
    expect(create).toHaveBeenCalledWith(png);
    expect(revoke).not.toHaveBeenCalled();

    view.rerender(viewer(false, load));
    expect(revoke).toHaveBeenCalledWith('about:blank#proof-0');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('frames a PDF proof', async () => {
    blobUrls();
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    render(viewer(true, () => Promise.resolve(pdf)));
    const frame = await screen.findByTitle('Proof of payment uploaded by ana');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('about:blank#proof-0');
  });

  it('says why the proof could not be loaded', async () => {
    const { create } = blobUrls();
    render(
      viewer(true, () =>
        Promise.reject(new ApiError(404, 'NOT_FOUND', ['This payment does not exist.'])),
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This payment does not exist.');
    expect(create).not.toHaveBeenCalled();
  });

  it('never creates a URL for a proof that arrives after the viewer closed', async () => {
    const { create } = blobUrls();
    let resolve: (blob: Blob) => void = () => undefined;
    const load = () => new Promise<Blob>((done) => (resolve = done));
    const view = render(viewer(true, load));
    view.rerender(viewer(false, load));
    resolve(new Blob(['x'], { type: 'image/png' }));
    await Promise.resolve();
    expect(create).not.toHaveBeenCalled();
  });
});
