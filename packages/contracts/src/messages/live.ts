import type { MessageTable } from '../messages';

export const liveMessages = {
  'live.bad_message': {
    en_US: 'The live channel could not understand that message.',
    es_ES: 'El canal en vivo no pudo entender ese mensaje.',
    pt_BR: 'O canal ao vivo não conseguiu entender essa mensagem.',
  },
  'live.upgrade_required': {
    en_US: 'This address takes WebSocket connections only.',
    es_ES: 'Esta dirección solo acepta conexiones WebSocket.',
    pt_BR: 'Este endereço aceita apenas conexões WebSocket.',
  },
} satisfies MessageTable;
