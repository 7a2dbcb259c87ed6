import { describe, expect, it } from 'vitest';
import { MessageSyntaxError, parseMessage } from '../../src/i18n';

describe('parseMessage', () => {
  it('splits text and arguments', () => {
    expect(parseMessage('Ещё {amount} до доставки за {price}')).toEqual([
      { kind: 'text', text: 'Ещё ' },
      { kind: 'argument', name: 'amount' },
      { kind: 'text', text: ' до доставки за ' },
      { kind: 'argument', name: 'price' },
    ]);
  });

  it('parses plural branches with # and nested arguments', () => {
    const [plural] = parseMessage('{count, plural, =0 {пусто} one {# блюдо для {name}} other {# блюда}}');
    expect(plural?.kind).toBe('plural');
    if (plural?.kind !== 'plural') return;
    expect([...plural.branches.keys()]).toEqual(['=0', 'one', 'other']);
    expect(plural.branches.get('one')).toEqual([
      { kind: 'pound' },
      { kind: 'text', text: ' блюдо для ' },
      { kind: 'argument', name: 'name' },
    ]);
  });

  it('keeps # as text outside a plural and apostrophes as text', () => {
    expect(parseMessage("Заказ #12 isn't")).toEqual([{ kind: 'text', text: "Заказ #12 isn't" }]);
  });

  it.each([
    ['{amount', 'an unclosed argument'],
    ['text }', 'a stray closing brace'],
    ['{}', 'an argument without a name'],
    ['{count, select, a {x} other {y}}', 'an unsupported argument type'],
    ['{count, plural, one {#}}', "a plural without 'other'"],
    ['{count, plural, one {#} other {#}', 'an unclosed plural'],
    ['{count, plural, one # other {#}}', 'a branch without braces'],
  ])('rejects %s (%s)', (source) => {
    expect(() => parseMessage(source)).toThrow(MessageSyntaxError);
  });
});
