import type { ReferralsTexts } from './en-us';

// The profile's referrals section's texts, loaded with its chunk rather than with the first page.
export const referralsEsES: ReferralsTexts = {
  referrals: {
    title: 'Referidos',
    intro:
      'Invita a tus amigos. Cuando se registren con tu código y jueguen, ambos reciben un premio.',
    code_label: 'Tu código de referido',
    link_label: 'Tu enlace de referido',
    copy: 'Copiar',
    copy_code: 'Copiar tu código de referido',
    copy_link: 'Copiar tu enlace de referido',
    copied_code: 'Copiaste tu código.',
    copied_link: 'Copiaste tu enlace.',
    whatsapp: 'Compartir por WhatsApp',
    share_text: 'Regístrate con mi código {{code}} y ambos recibimos un premio: {{link}}',
    how_title: 'Cómo funciona',
    how_signup: 'Tu amigo se registra con tu código o tu enlace.',
    how_play:
      'En {{days}} días hace un primer depósito y apuesta {{amount}} de su propio dinero (el dinero de bono no cuenta).',
    how_deposit: 'En {{days}} días hace un primer depósito.',
    how_both: 'Entonces tú recibes {{referrer}} y tu amigo recibe {{referred}}.',
    how_referrer: 'Entonces tú recibes {{referrer}}.',
    how_referred: 'Entonces tu amigo recibe {{referred}}.',
    how_none: 'Los premios por referidos están en pausa ahora.',
    how_rules:
      'Hasta {{cap}} amigos por mes te dan un premio. No cuenta un amigo que usa tu dispositivo o tu cuenta de pago, ni uno que se autoexcluye.',
    miles_one: '{{count}} milla',
    miles_other: '{{count}} millas',
    bonus: 'el bono «{{title}}»',
    list_title: 'Tus referidos',
    totals: '{{referrals}} registrados · {{pending}} en curso · {{rewarded}} premiados',
    empty: 'Ningún amigo se registró con tu código todavía. Compártelo para empezar.',
    loading: 'Cargando tus referidos…',
    failed: 'No se pudieron cargar tus referidos.',
    retry: 'Reintentar',
    signed_up: 'Se registró el {{date}}',
    you_got: 'Recibiste {{reward}}',
    states: {
      registered: 'Registrado',
      deposited: 'Depositó',
      qualified: 'Calificado',
      rewarded: 'Premiado',
      rejected: 'Rechazado',
    },
    reasons: {
      same_payment_account: 'Misma cuenta de pago que la tuya',
      same_device: 'Mismo dispositivo que el tuyo',
      self_excluded: 'Se autoexcluyó',
      expired: 'Pasaron los días para calificar',
      monthly_cap: 'Alcanzaste tu límite mensual',
    },
  },
};
