import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import '../payments-texts';

type Proof =
  | { state: 'loading' }
  | { state: 'ready'; url: string; type: string }
  | { state: 'failed'; error: unknown };

/**
 * Shows a deposit's proof. The file needs the staff token, so it is fetched and
 * shown from a Blob URL, which is revoked when the viewer closes.
 */
export function ProofViewer({
  open,
  title,
  alt,
  load,
  onClose,
}: {
  open: boolean;
  title: string;
  alt: string;
  load: (signal: AbortSignal) => Promise<Blob>;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      <ProofContent alt={alt} load={load} />
    </Dialog>
  );
}

function ProofContent({
  alt,
  load,
}: {
  alt: string;
  load: (signal: AbortSignal) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const [proof, setProof] = useState<Proof>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let url: string | undefined;
    load(controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        url = URL.createObjectURL(blob);
        setProof({ state: 'ready', url, type: blob.type });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setProof({ state: 'failed', error });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [load]);

  if (proof.state === 'loading') return <Spinner label={t('app.loading')} />;
  if (proof.state === 'failed') return <Notice tone="error">{errorMessage(proof.error)}</Notice>;
  if (proof.type === 'application/pdf') {
    return <iframe className="proof-frame" src={proof.url} title={alt} />;
  }
  return <img className="proof-image" src={proof.url} alt={alt} />;
}
