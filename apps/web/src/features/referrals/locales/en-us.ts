// The profile's referrals section's texts, loaded with its chunk rather than with the first page.
export const referralsEnUS = {
  referrals: {
    title: 'Referrals',
    intro: 'Invite your friends. When they sign up with your code and play, you both get a reward.',
    code_label: 'Your referral code',
    link_label: 'Your referral link',
    copy: 'Copy',
    copy_code: 'Copy your referral code',
    copy_link: 'Copy your referral link',
    copied_code: 'Your code was copied.',
    copied_link: 'Your link was copied.',
    whatsapp: 'Share on WhatsApp',
    share_text: 'Sign up with my code {{code}} and we both get a reward: {{link}}',
    how_title: 'How it works',
    how_signup: 'Your friend signs up with your code or your link.',
    how_play:
      'Within {{days}} days they make a first deposit and wager {{amount}} of their own money (bonus money does not count).',
    how_deposit: 'Within {{days}} days they make a first deposit.',
    how_both: 'Then you get {{referrer}} and your friend gets {{referred}}.',
    how_referrer: 'Then you get {{referrer}}.',
    how_referred: 'Then your friend gets {{referred}}.',
    how_none: 'Referral rewards are paused right now.',
    how_rules:
      'Up to {{cap}} friends a month earn you a reward. A friend who uses your device or your payment account, or who self-excludes, does not count.',
    miles_one: '{{count}} mile',
    miles_other: '{{count}} miles',
    bonus: 'the bonus “{{title}}”',
    list_title: 'Your referrals',
    totals: '{{referrals}} signed up · {{pending}} in progress · {{rewarded}} rewarded',
    empty: 'No friend has signed up with your code yet. Share it to get started.',
    loading: 'Loading your referrals…',
    failed: 'Your referrals could not be loaded.',
    retry: 'Try again',
    signed_up: 'Signed up {{date}}',
    you_got: 'You got {{reward}}',
    states: {
      registered: 'Registered',
      deposited: 'Deposited',
      qualified: 'Qualified',
      rewarded: 'Rewarded',
      rejected: 'Rejected',
    },
    reasons: {
      same_payment_account: 'Same payment account as yours',
      same_device: 'Same device as yours',
      self_excluded: 'Self-excluded',
      expired: 'The days to qualify passed',
      monthly_cap: 'Your monthly limit was reached',
    },
  },
};

/** The same tree of texts, in another language. */
type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
export type ReferralsTexts = Texts<typeof referralsEnUS>;
