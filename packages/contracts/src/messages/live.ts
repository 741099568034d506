import type { MessageTable } from '../messages';

export const liveMessages = {
  'live.bad_message': {
    en_US: 'The live channel could not understand that message.',
    es_ES: 'El canal en vivo no pudo entender ese mensaje.',
    pt_BR: 'O canal ao vivo não conseguiu entender essa mensagem.',
  },
} satisfies MessageTable;
