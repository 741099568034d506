import type { ContentTextKey } from './en-us';

export const contentEsES: Record<ContentTextKey, string> = {
  'content.title': 'Páginas de contenido',
  'content.intro':
    'Los términos, las reglas deportivas y los tipos de apuesta de esta marca, en cada idioma. Un idioma sin texto propio muestra el idioma por defecto.',
  'content.choose': 'Página e idioma',
  'content.page': 'Página',
  'content.language': 'Idioma',
  'content.slug.terms': 'Términos y condiciones',
  'content.slug.sport-rules': 'Reglas deportivas',
  'content.slug.bet-types': 'Tipos de apuesta',
  'content.coverage': 'Último guardado, por página e idioma',
  'content.missing': 'Sin escribir',
  'content.new': 'Este idioma todavía no tiene texto. Escríbelo y guárdalo para publicarlo.',
  'content.page_title': 'Título',
  'content.body': 'Texto',
  'content.body_hint':
    'Texto plano: "## " empieza un título, "- " un elemento de lista, una línea vacía un párrafo nuevo. El HTML se muestra tal cual.',
  'content.preview': 'Vista previa',
  'content.updated': 'Guardado por última vez {{date}}',
  'content.saved': 'Página guardada. Los visitantes ya la ven.',
};
