import { IntlMessageFormat } from 'intl-messageformat';
import type { InterfaceLanguage } from './languages';

/** What a message's `{name}` arguments take: Intl formats numbers and dates in the message's locale. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/**
 * A message chosen where it is not written (main, for a window in its own language): its key and
 * values, a value possibly a text itself ("Not saved: {reason}").
 */
export interface MessageText<Key extends string> {
  key: Key;
  values?: Readonly<Record<string, string | number | MessageText<Key>>>;
}

export type Catalogue<Key extends string> = Readonly<Record<Key, string>>;

/** English is whole; another language may lack a message, which is then written in English. */
export type Catalogues<Key extends string> = { readonly en: Catalogue<Key> } & {
  readonly [Language in Exclude<InterfaceLanguage, 'en'>]: Readonly<Partial<Record<Key, string>>>;
};

/**
 * One area's messages (a window's, the tray's, the errors') in every interface language, as ICU
 * MessageFormat: plurals and selects are the library's (`{count, plural, one {…} other {…}}`), so
 * no sentence is ever put together from pieces. A window bundles only the areas it imports.
 */
export class MessageArea<Key extends string> {
  readonly #formats = new Map<string, IntlMessageFormat>();

  constructor(
    readonly name: string,
    readonly catalogues: Catalogues<Key>,
  ) {}

  format(language: InterfaceLanguage, key: Key, values?: MessageValues): string {
    const translated = language !== 'en' && this.catalogues[language][key] !== undefined;
    const written = this.#tryFormat(translated ? language : 'en', key, values) ?? (translated ? this.#tryFormat('en', key, values) : undefined);
    return written ?? key;
  }

  /** A text chosen elsewhere, in a language: a text set into it is written in the same language first. */
  write(language: InterfaceLanguage, text: MessageText<Key>): string {
    const values = Object.fromEntries(
      Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? this.write(language, value) : value]),
    );
    return this.format(language, text.key, values);
  }

  /** A message whose arguments were not given is a bug: it is logged, and the caller says what it can. */
  #tryFormat(language: InterfaceLanguage, key: Key, values?: MessageValues): string | undefined {
    try {
      return this.#formatIn(language, key, values);
    } catch (error) {
      console.error(`Message ${this.name}.${key} (${language}) could not be written:`, error);
      return undefined;
    }
  }

  #formatIn(language: InterfaceLanguage, key: Key, values?: MessageValues): string {
    const id = `${language}\u0000${key}`;
    let format = this.#formats.get(id);
    if (format === undefined) {
      const source = this.catalogues[language][key] ?? this.catalogues.en[key];
      format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
      this.#formats.set(id, format);
    }
    const written = format.format(values as Record<string, string | number | Date> | undefined);
    return Array.isArray(written) ? written.join('') : String(written);
  }
}

/** A message area bound to where its language comes from: main's settings, or a window's. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export function translatorFor<Key extends string>(area: MessageArea<Key>, language: () => InterfaceLanguage): Translate<Key> {
  return (key, values) => area.format(language(), key, values);
}
