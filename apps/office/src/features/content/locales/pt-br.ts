import type { ContentTextKey } from './en-us';

export const contentPtBR: Record<ContentTextKey, string> = {
  'content.title': 'Páginas de conteúdo',
  'content.intro':
    'Os termos, as regras esportivas e os tipos de aposta desta marca, em cada idioma. Um idioma sem texto próprio mostra o idioma padrão.',
  'content.choose': 'Página e idioma',
  'content.page': 'Página',
  'content.language': 'Idioma',
  'content.slug.terms': 'Termos e condições',
  'content.slug.sport-rules': 'Regras esportivas',
  'content.slug.bet-types': 'Tipos de aposta',
  'content.coverage': 'Último salvamento, por página e idioma',
  'content.missing': 'Não escrito',
  'content.new': 'Este idioma ainda não tem texto. Escreva e salve para publicar.',
  'content.page_title': 'Título',
  'content.body': 'Texto',
  'content.body_hint':
    'Texto simples: "## " inicia um título, "- " um item de lista, uma linha vazia um novo parágrafo. HTML aparece como foi digitado.',
  'content.preview': 'Pré-visualização',
  'content.updated': 'Salvo pela última vez em {{date}}',
  'content.saved': 'Página salva. Os visitantes já a veem.',
};
