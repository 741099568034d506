import { describe, expect, it } from 'vitest';
import { parseContentBody } from './content-body';

describe('parseContentBody', () => {
  it('reads headings, paragraphs and lists', () => {
    expect(
      parseContentBody(
        '## Who\nYou must be\n18 or older.\n\n- one\n* two\ntext after\n\n### Small\r\n#nospace',
      ),
    ).toEqual([
      { kind: 'heading', level: 2, text: 'Who' },
      { kind: 'paragraph', text: 'You must be 18 or older.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'paragraph', text: 'text after' },
      { kind: 'heading', level: 3, text: 'Small' },
      { kind: 'paragraph', text: '#nospace' },
    ]);
  });

  it('keeps markup as plain text', () => {
    expect(parseContentBody('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
    expect(parseContentBody('   \n\n')).toEqual([]);
  });
});
