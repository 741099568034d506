import type { Page } from '@playwright/test';
import {
  DEFAULT_CONTRIBUTIONS,
  DEFAULT_MIN_ODDS_X100,
  OFFICE_BONUS_API,
  type CampaignRequest,
} from '@tribuna/contracts/bonus';
import { officeCall, type StaffLogin } from './office-api';

/** The demo brands' marketing staff: campaigns and promotions are theirs. */
export const MARKETING: StaffLogin = { username: 'marketing', password: 'marketing1234' };

/** A live code campaign for a browser test: a deposit match unless `terms` says otherwise. */
export function campaignRequest(code: string, terms: Partial<CampaignRequest>): CampaignRequest {
  return {
    name: `Browser test ${code}`,
    titles: { en_US: `Welcome ${code}` },
    kind: 'deposit_match',
    trigger: 'code',
    code,
    deposit_number: null,
    percent: null,
    amount: null,
    max_bonus: null,
    min_deposit: null,
    game: null,
    spins: null,
    spin_stake: null,
    cashback_period: null,
    wagering_multiple: 1,
    contributions: { ...DEFAULT_CONTRIBUTIONS },
    min_odds_x100: DEFAULT_MIN_ODDS_X100,
    max_bet: null,
    max_conversion: null,
    claim_days: 30,
    wager_days: 30,
    starts_at: new Date(Date.now() - 3_600_000).toISOString(),
    ends_at: null,
    max_grants: null,
    status: 'active',
    ...terms,
  };
}

/**
 * Runs `story` with the campaign made by marketing (from a page of its brand), and ends the
 * campaign afterwards whatever happened, so its code is not left live for other tests.
 */
export async function withCampaign(
  page: Page,
  request: CampaignRequest,
  story: (id: string) => Promise<void>,
): Promise<void> {
  const made = await officeCall<{ id: string }>(
    page,
    'POST',
    OFFICE_BONUS_API.campaigns,
    request,
    MARKETING,
  );
  try {
    await story(made.id);
  } finally {
    await officeCall(
      page,
      'PUT',
      OFFICE_BONUS_API.campaign(made.id),
      { ...request, status: 'ended' },
      MARKETING,
    );
  }
}
