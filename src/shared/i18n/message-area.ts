import { IntlMessageFormat } from 'intl-messageformat';
import { interfaceLanguages, type InterfaceLanguage } from './languages';

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

type OtherLanguage = Exclude<InterfaceLanguage, 'en'>;

/** Another language may lack a message, which is then written in English. */
type Translation<Key extends string> = Readonly<Partial<Record<Key, string>>>;

/** How an area's other languages arrive: each is a module of its own, loaded only when it is spoken. */
export type TranslationLoaders<Key extends string> = {
  readonly [Language in OtherLanguage]: () => Promise<{ default: Translation<Key> }>;
};

const everyArea = new Set<MessageArea<string>>();

/** Each area's messages written in English's place, by area name: a test's pseudo-locale, never the app's. */
let englishReplacements: Readonly<Record<string, Readonly<Record<string, string>>>> | undefined;

/**
 * Writes every area's English from `catalogues` (area name → key → message) instead, in this
 * program and in each area it imports later: how the layout tests run a window in a pseudo-locale
 * (longer, accented English) that no user can choose. A key a catalogue lacks stays English.
 */
export function replaceEnglish(catalogues: Readonly<Record<string, Readonly<Record<string, string>>>>): void {
  englishReplacements = catalogues;
  for (const area of everyArea) area.replaceEnglish(catalogues[area.name] ?? {});
}

/**
 * Loads a language's messages into every area this program has imported. A window imports its areas
 * before it starts, so it asks for its language once and carries no other language's words.
 */
export async function loadInterfaceLanguage(language: InterfaceLanguage): Promise<void> {
  await Promise.all([...everyArea].map((area) => area.load(language)));
}

/**
 * Loads every language into every imported area: main speaks whichever language the settings name
 * at any moment (tray, notifications), synchronously, and holds them all (a few hundred KB).
 */
export async function loadEveryInterfaceLanguage(): Promise<void> {
  await Promise.all(interfaceLanguages.map(loadInterfaceLanguage));
}

/** Whether every imported area can be written in a language now, without waiting. */
export function isInterfaceLanguageLoaded(language: InterfaceLanguage): boolean {
  return [...everyArea].every((area) => area.has(language));
}

/**
 * One area's messages (a window's, the tray's, the errors') in every interface language, as ICU
 * MessageFormat: plurals and selects are the library's (`{count, plural, one {…} other {…}}`), so
 * no sentence is ever put together from pieces. English is bundled; another language is loaded by
 * `loadInterfaceLanguage`, and until then its messages are written in English.
 */
export class MessageArea<Key extends string> {
  readonly #formats = new Map<string, IntlMessageFormat>();
  #english: Catalogue<Key>;
  readonly #translations: Partial<Record<OtherLanguage, Translation<Key>>> = {};
  readonly #loaders: TranslationLoaders<Key>;
  readonly #loading = new Map<OtherLanguage, Promise<void>>();

  constructor(
    readonly name: string,
    english: Catalogue<Key>,
    loaders: TranslationLoaders<Key>,
  ) {
    this.#english = english;
    this.#loaders = loaders;
  }

  has(language: InterfaceLanguage): boolean {
    return language === 'en' || this.#translations[language] !== undefined;
  }

  /** English messages written as `messages` has them from now on (see `replaceEnglish`). */
  replaceEnglish(messages: Readonly<Record<string, string>>): void {
    this.#english = { ...this.#english, ...messages };
    this.#formats.clear();
  }

  load(language: InterfaceLanguage): Promise<void> {
    if (language === 'en' || this.has(language)) return Promise.resolve();
    let loading = this.#loading.get(language);
    if (loading === undefined) {
      loading = this.#loaders[language]()
        .then((module) => {
          this.#translations[language] = module.default;
        })
        .finally(() => this.#loading.delete(language));
      this.#loading.set(language, loading);
    }
    return loading;
  }

  format(language: InterfaceLanguage, key: Key, values?: MessageValues): string {
    const translated = this.#translationOf(language, key) !== undefined;
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

  #translationOf(language: InterfaceLanguage, key: Key): string | undefined {
    return language === 'en' ? undefined : this.#translations[language]?.[key];
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
      const source = this.#translationOf(language, key) ?? this.#english[key];
      format = new IntlMessageFormat(source, language, undefined, { ignoreTag: true });
      this.#formats.set(id, format);
    }
    const written = format.format(values as Record<string, string | number | Date> | undefined);
    return Array.isArray(written) ? written.join('') : String(written);
  }
}

/** One of the program's areas: made once by its module, and loaded with the others by `loadInterfaceLanguage`. */
export function messageArea<Key extends string>(name: string, english: Catalogue<Key>, loaders: TranslationLoaders<Key>): MessageArea<Key> {
  const area = new MessageArea(name, english, loaders);
  everyArea.add(area as MessageArea<string>);
  if (englishReplacements !== undefined) area.replaceEnglish(englishReplacements[name] ?? {});
  return area;
}

/** A message area bound to where its language comes from: main's settings, or a window's. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export function translatorFor<Key extends string>(area: MessageArea<Key>, language: () => InterfaceLanguage): Translate<Key> {
  return (key, values) => area.format(language(), key, values);
}
