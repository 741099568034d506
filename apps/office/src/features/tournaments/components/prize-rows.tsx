import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { TOURNAMENT_PRIZE_KINDS } from '@tribuna/contracts/tournaments';
import { Button } from '../../../components/ui/button';
import { InputField, SelectField } from '../../../components/ui/form-fields';
import { FieldGroup } from '../../../components/ui/form-section';
import type { FormErrors } from '../../../lib/form-errors';
import type { CampaignChoice } from '../tournament-choices';
import {
  PRIZE_CAMPAIGN_KIND,
  addPrizeRow,
  usesCampaign,
  withPrizeKind,
  type PrizeDraft,
} from '../tournament-draft';
import '../tournaments-texts';

/**
 * The prize table: rows of places from-to, each with its prize: an amount of money or of
 * miles, or one of the brand's campaigns of the prize's kind.
 */
export function PrizeRows({
  prizes,
  currency,
  moneyHint,
  campaigns,
  errors,
  onChange,
}: {
  prizes: readonly PrizeDraft[];
  currency: Currency;
  /** How an amount is typed in the staff member's language. */
  moneyHint: string;
  campaigns: readonly CampaignChoice[];
  errors: FormErrors;
  onChange: (prizes: PrizeDraft[]) => void;
}) {
  const { t } = useTranslation();
  const rowsInvalid = Object.keys(errors).some((path) => path.startsWith('prizes.'));

  function change(index: number, prize: PrizeDraft) {
    onChange(prizes.map((p, i) => (i === index ? prize : p)));
  }

  return (
    <FieldGroup
      id="tournament-prizes"
      legend={t('tournaments.field.prizes')}
      hint={t('tournaments.field.prizes_hint')}
      error={errors.prizes}
      invalid={rowsInvalid || Boolean(errors.prizes)}
    >
      {prizes.map((prize, index) => {
        const path = `prizes.${index}`;
        const row = index + 1;
        const kind = prize.kind;
        const matching = usesCampaign(kind)
          ? campaigns.filter((c) => c.kind === PRIZE_CAMPAIGN_KIND[kind])
          : [];
        return (
          // Rows have no identity but their place in the table.
          <fieldset key={index} className="tournament-prize-row" data-testid={`prize-row-${row}`}>
            <legend className="visually-hidden">{t('tournaments.prizes.row', { row })}</legend>
            <InputField
              name={`${path}.from`}
              kind="whole"
              label={t('tournaments.field.from')}
              error={errors[`${path}.from`]}
              value={prize.from}
              onChange={(from) => change(index, { ...prize, from })}
            />
            <InputField
              name={`${path}.to`}
              kind="whole"
              label={t('tournaments.field.to')}
              error={errors[`${path}.to`]}
              value={prize.to}
              onChange={(to) => change(index, { ...prize, to })}
            />
            <SelectField
              name={`${path}.kind`}
              label={t('tournaments.field.prize_kind')}
              error={errors[`${path}.kind`]}
              value={prize.kind}
              options={TOURNAMENT_PRIZE_KINDS.map((kind) => ({
                value: kind,
                label: t(`tournaments.prize_kind.${kind}`),
              }))}
              onChange={(kind) => change(index, withPrizeKind(prize, kind))}
            />
            {usesCampaign(prize.kind) ? (
              <SelectField
                name={`${path}.campaign_id`}
                label={t('tournaments.field.campaign')}
                hint={t(`tournaments.field.campaign_hint.${prize.kind}`)}
                error={errors[`${path}.campaign_id`] ?? errors[`${path}.amount`]}
                value={prize.campaignId}
                options={[
                  { value: '', label: t('tournaments.field.campaign_none') },
                  ...matching.map((c) => ({ value: c.id, label: c.name })),
                ]}
                onChange={(campaignId) => change(index, { ...prize, campaignId })}
              />
            ) : (
              <InputField
                name={`${path}.amount`}
                kind={prize.kind === 'cash' ? 'decimal' : 'whole'}
                label={
                  prize.kind === 'cash'
                    ? t('tournaments.field.cash_amount', { currency })
                    : t('tournaments.field.miles_amount')
                }
                hint={prize.kind === 'cash' ? moneyHint : undefined}
                error={errors[`${path}.amount`]}
                value={prize.amount}
                onChange={(amount) => change(index, { ...prize, amount })}
              />
            )}
            {prizes.length > 1 && (
              <Button
                className="tournament-prize-remove"
                aria-label={t('tournaments.prizes.remove', { row })}
                onClick={() => onChange(prizes.filter((_, i) => i !== index))}
              >
                {t('common.remove')}
              </Button>
            )}
          </fieldset>
        );
      })}
      <div className="tournament-prize-add">
        <Button onClick={() => onChange(addPrizeRow(prizes))}>{t('tournaments.prizes.add')}</Button>
      </div>
    </FieldGroup>
  );
}
