import { addTexts } from '../../lib/i18n';

// The header's bell, on every page: two short texts, the section's own come with its chunk.
addTexts({
  en_US: { inbox: { header_label: 'Messages', header_unread: 'Messages, {{count}} unread' } },
  es_ES: { inbox: { header_label: 'Mensajes', header_unread: 'Mensajes, {{count}} sin leer' } },
  pt_BR: {
    inbox: { header_label: 'Mensagens', header_unread: 'Mensagens, {{count}} não lidas' },
  },
});
