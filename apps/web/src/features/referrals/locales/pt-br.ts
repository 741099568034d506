import type { ReferralsTexts } from './en-us';

// The profile's referrals section's texts, loaded with its chunk rather than with the first page.
export const referralsPtBR: ReferralsTexts = {
  referrals: {
    title: 'Indicações',
    intro:
      'Convide seus amigos. Quando eles se cadastrarem com seu código e jogarem, os dois ganham um prêmio.',
    code_label: 'Seu código de indicação',
    link_label: 'Seu link de indicação',
    copy: 'Copiar',
    copy_code: 'Copiar seu código de indicação',
    copy_link: 'Copiar seu link de indicação',
    copied_code: 'Seu código foi copiado.',
    copied_link: 'Seu link foi copiado.',
    whatsapp: 'Compartilhar no WhatsApp',
    share_text: 'Cadastre-se com meu código {{code}} e nós dois ganhamos um prêmio: {{link}}',
    how_title: 'Como funciona',
    how_signup: 'Seu amigo se cadastra com seu código ou seu link.',
    how_play:
      'Em até {{days}} dias ele faz o primeiro depósito e aposta {{amount}} do próprio dinheiro (dinheiro de bônus não conta).',
    how_deposit: 'Em até {{days}} dias ele faz o primeiro depósito.',
    how_both: 'Então você ganha {{referrer}} e seu amigo ganha {{referred}}.',
    how_referrer: 'Então você ganha {{referrer}}.',
    how_referred: 'Então seu amigo ganha {{referred}}.',
    how_none: 'Os prêmios por indicação estão pausados no momento.',
    how_rules:
      'Até {{cap}} amigos por mês rendem um prêmio. Não conta um amigo que usa seu dispositivo ou sua conta de pagamento, nem um que se autoexclui.',
    miles_one: '{{count}} milha',
    miles_other: '{{count}} milhas',
    bonus: 'o bônus “{{title}}”',
    list_title: 'Suas indicações',
    totals: '{{referrals}} cadastrados · {{pending}} em andamento · {{rewarded}} premiados',
    empty: 'Nenhum amigo se cadastrou com seu código ainda. Compartilhe para começar.',
    loading: 'Carregando suas indicações…',
    failed: 'Não foi possível carregar suas indicações.',
    retry: 'Tentar de novo',
    signed_up: 'Cadastrou-se em {{date}}',
    you_got: 'Você ganhou {{reward}}',
    states: {
      registered: 'Cadastrado',
      deposited: 'Depositou',
      qualified: 'Qualificado',
      rewarded: 'Premiado',
      rejected: 'Recusado',
    },
    reasons: {
      same_payment_account: 'Mesma conta de pagamento que a sua',
      same_device: 'Mesmo dispositivo que o seu',
      self_excluded: 'Autoexcluído',
      expired: 'Os dias para se qualificar passaram',
      monthly_cap: 'Seu limite mensal foi atingido',
    },
  },
};
