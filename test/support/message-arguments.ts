import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** How a message uses an argument: written as text, as a number or date, or choosing a branch. */
export type ArgumentKind = 'text' | 'number' | 'date' | 'plural' | 'select';

export interface MessageArgument {
  name: string;
  kind: ArgumentKind;
  /** A select's keys (its `other` last), a plural's explicit `=n` values; empty for the rest. */
  keys: string[];
  /** Whether the message writes the value itself somewhere (as text, a number, a date or a plural's `#`). */
  written: boolean;
}

function kindOf(element: MessageFormatElement): ArgumentKind | undefined {
  switch (element.type) {
    case TYPE.argument:
      return 'text';
    case TYPE.number:
      return 'number';
    case TYPE.date:
    case TYPE.time:
      return 'date';
    case TYPE.plural:
      return 'plural';
    case TYPE.select:
      return 'select';
    default:
      return undefined;
  }
}

function walk(elements: MessageFormatElement[], into: Map<string, MessageArgument>, counting?: string): void {
  for (const element of elements) {
    if (element.type === TYPE.tag) walk(element.children, into, counting);
    if (element.type === TYPE.pound && counting !== undefined) {
      const counted = into.get(counting);
      if (counted !== undefined) counted.written = true;
    }
    const kind = kindOf(element);
    if (kind === undefined || !('value' in element)) continue;
    const keys =
      element.type === TYPE.select
        ? [...Object.keys(element.options).filter((key) => key !== 'other'), 'other']
        : element.type === TYPE.plural
          ? Object.keys(element.options).filter((key) => key.startsWith('='))
          : [];
    const written = kind !== 'plural' && kind !== 'select';
    const known = into.get(element.value);
    if (known === undefined) into.set(element.value, { name: element.value, kind, keys, written });
    else {
      known.written ||= written;
      known.keys = [...new Set([...known.keys, ...keys])];
      // A plural or select decides more than the text it is also written as: it is the kind that counts.
      if (!written) known.kind = kind;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) walk(option.value, into, element.type === TYPE.plural ? element.value : counting);
    }
  }
}

/** Every argument a message takes, in the order the source first names it (branches included). */
export function messageArguments(source: string): MessageArgument[] {
  const into = new Map<string, MessageArgument>();
  walk(parse(source, { ignoreTag: true }), into);
  return [...into.values()];
}
