// A parser for the subset of ICU MessageFormat our catalogues use:
//   text {name} text
//   {count, plural, =0 {none} one {# блюдо} few {# блюда} many {# блюд} other {# блюда}}
// '#' inside a plural branch is the plural's number. There is no apostrophe quoting: an
// apostrophe is literal text and a message cannot contain literal braces.

export type MessageNode =
  | { kind: 'text'; text: string }
  | { kind: 'argument'; name: string }
  | { kind: 'plural'; name: string; branches: ReadonlyMap<string, MessageNode[]> }
  | { kind: 'pound' };

export class MessageSyntaxError extends Error {
  override name = 'MessageSyntaxError';
}

const NAME = /[A-Za-z0-9_.]+/y;
const SELECTOR = /=\d+|[a-z]+/y;

class Parser {
  private index = 0;
  constructor(private readonly source: string) {}

  parse(): MessageNode[] {
    const nodes = this.nodes(false);
    if (this.index < this.source.length) this.fail("unexpected '}'");
    return nodes;
  }

  private fail(reason: string): never {
    throw new MessageSyntaxError(`${reason} at ${this.index} in "${this.source}"`);
  }

  private nodes(inPlural: boolean): MessageNode[] {
    const nodes: MessageNode[] = [];
    let text = '';
    const flush = () => {
      if (text !== '') nodes.push({ kind: 'text', text });
      text = '';
    };
    while (this.index < this.source.length) {
      const char = this.source[this.index];
      if (char === '}') break;
      if (char === '{') {
        flush();
        this.index += 1;
        nodes.push(this.placeholder());
      } else if (char === '#' && inPlural) {
        flush();
        this.index += 1;
        nodes.push({ kind: 'pound' });
      } else {
        text += char;
        this.index += 1;
      }
    }
    flush();
    return nodes;
  }

  private placeholder(): MessageNode {
    const name = this.match(NAME) ?? this.fail('expected an argument name');
    this.skipSpace();
    if (this.eat('}')) return { kind: 'argument', name };
    if (!this.eat(',')) this.fail("expected '}' or ','");
    this.skipSpace();
    if (this.match(/plural/y) === null) this.fail("only 'plural' arguments are supported");
    this.skipSpace();
    if (!this.eat(',')) this.fail("expected ',' after 'plural'");
    return { kind: 'plural', name, branches: this.branches() };
  }

  private branches(): Map<string, MessageNode[]> {
    const branches = new Map<string, MessageNode[]>();
    for (this.skipSpace(); !this.eat('}'); this.skipSpace()) {
      const selector = this.match(SELECTOR) ?? this.fail('expected a plural selector');
      this.skipSpace();
      if (!this.eat('{')) this.fail(`expected '{' after '${selector}'`);
      branches.set(selector, this.nodes(true));
      if (!this.eat('}')) this.fail(`unclosed '${selector}' branch`);
    }
    if (!branches.has('other')) this.fail("a plural needs an 'other' branch");
    return branches;
  }

  private match(pattern: RegExp): string | null {
    pattern.lastIndex = this.index;
    const found = pattern.exec(this.source);
    if (found === null) return null;
    this.index += found[0].length;
    return found[0];
  }

  private eat(char: string): boolean {
    if (this.source[this.index] !== char) return false;
    this.index += 1;
    return true;
  }

  private skipSpace(): void {
    while (this.index < this.source.length && /\s/.test(this.source[this.index] ?? '')) this.index += 1;
  }
}

export const parseMessage = (source: string): MessageNode[] => new Parser(source).parse();
