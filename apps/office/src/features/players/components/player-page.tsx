import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { officePlayerBlockRequestSchema } from '@tribuna/contracts/office';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { issueText } from '../../../lib/i18n';
import { useBlockPlayer } from '../api/block-player';
import { usePlayer } from '../api/get-player';
import { usePlayerSummary } from '../api/get-player-summary';
import { useUnblockPlayer } from '../api/unblock-player';
import '../players-texts';

type Row = [label: string, value: string | null];

/**
 * `desk`: the support and compliance desks see every detail and may block; other staff
 * (marketing, to grant a bonus) see only who the player is, from the API's summary.
 * `children`: panels other features add below the details (composed in src/app).
 */
export function PlayerPage({ desk, children }: { desk: boolean; children?: ReactNode }) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = usePlayer(id, { enabled: desk });
  const summary = usePlayerSummary(id, { enabled: !desk });
  const player = desk ? detail : summary;
  const block = useBlockPlayer();
  const unblock = useUnblockPlayer();
  const [dialog, setDialog] = useState<'block' | 'unblock' | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [done, setDone] = useState<string>();

  if (player.isPending) return <Spinner label={t('app.loading')} />;
  if (player.isError) return <Notice tone="error">{errorMessage(player.error)}</Notice>;
  const data = player.data;
  const action = dialog === 'block' ? block : unblock;

  function open(kind: 'block' | 'unblock') {
    block.reset();
    unblock.reset();
    setReason('');
    setReasonError(undefined);
    setDone(undefined);
    setDialog(kind);
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    if (dialog === 'block') {
      const parsed = officePlayerBlockRequestSchema.safeParse({ reason });
      if (!parsed.success) {
        setReasonError(issueText(parsed.error.issues[0]?.message ?? '', t('players.reason')));
        return;
      }
      block.mutate(
        { id: data.id, reason: parsed.data.reason },
        {
          onSuccess: () => {
            setDialog(null);
            setDone(t('players.blocked_done'));
          },
        },
      );
    } else {
      unblock.mutate(
        { id: data.id, reason },
        {
          onSuccess: () => {
            setDialog(null);
            setDone(t('players.unblocked_done'));
          },
        },
      );
    }
  }

  // Only the desks' answer has these; the summary others get leaves them out.
  const details = desk ? detail.data : undefined;
  const personal: Row[] = details
    ? [
        [t('players.phone'), details.phone],
        [t('players.dni'), details.dni],
        [t('players.country'), details.country],
        [t('players.city'), details.city],
        [t('players.birth_date'), details.birth_date],
        [t('players.language'), details.language],
      ]
    : [];
  const lastLogin: Row[] = details
    ? [[t('players.last_login'), formatDateTime(details.last_login_at)]]
    : [];
  const rows: Row[] = [
    [t('players.email'), data.email],
    [t('players.name'), `${data.name} ${data.last_name}`],
    ...personal,
    [t('common.created'), formatDateTime(data.created_at)],
    ...lastLogin,
    [t('players.id'), data.id],
  ];

  return (
    <div className="page">
      <p>
        <Link to="/players">← {t('players.back')}</Link>
      </p>
      <header className="page-header page-header-row">
        <h1>
          {data.username}{' '}
          <span className={`pill pill-${data.status}`}>{t(`players.status.${data.status}`)}</span>
        </h1>
        {desk &&
          (data.status === 'active' ? (
            <Button variant="danger" onClick={() => open('block')}>
              {t('players.block')}
            </Button>
          ) : (
            <Button variant="primary" onClick={() => open('unblock')}>
              {t('players.unblock')}
            </Button>
          ))}
      </header>
      {done && <Notice tone="success">{done}</Notice>}
      {details?.status === 'blocked' && details.blocked_reason && (
        <Notice tone="info">
          {t('players.blocked_reason')}: {details.blocked_reason}
        </Notice>
      )}
      <dl className="details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value ?? t('common.none')}</dd>
          </div>
        ))}
      </dl>
      {children}

      <Dialog
        open={dialog !== null}
        title={t(dialog === 'block' ? 'players.block_title' : 'players.unblock_title', {
          username: data.username,
        })}
        onClose={() => setDialog(null)}
      >
        <form onSubmit={confirm} noValidate>
          <p>{t(dialog === 'block' ? 'players.block_text' : 'players.unblock_text')}</p>
          {action.isError && <Notice tone="error">{errorMessage(action.error)}</Notice>}
          <Field label={t('players.reason')} error={reasonError}>
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={500}
                required={dialog === 'block'}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
            )}
          </Field>
          <div className="form-actions">
            <Button onClick={() => setDialog(null)}>{t('common.cancel')}</Button>
            <Button
              type="submit"
              variant={dialog === 'block' ? 'danger' : 'primary'}
              disabled={action.isPending}
            >
              {t(dialog === 'block' ? 'players.block' : 'players.unblock')}
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
