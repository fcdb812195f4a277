import type { SystemLanguages } from '@shared/system-locale';

/** The locales that mean "no language at all": programs then speak their own (English). */
const noLocale = new Set(['C', 'POSIX']);

/**
 * A POSIX locale name as a BCP 47 tag: 'de_DE.UTF-8' → 'de-DE', 'sr_RS@latin' → 'sr-Latn-RS';
 * null for C, POSIX or nothing. The charset and other modifiers say nothing of the language.
 */
export function tagOfPosixLocale(locale: string | undefined): string | null {
  if (locale === undefined) return null;
  const [nameAndCharset = '', modifier] = locale.trim().split('@');
  const name = nameAndCharset.split('.')[0] ?? '';
  if (name === '' || noLocale.has(name) || noLocale.has(nameAndCharset)) return null;
  const [language, region] = name.split('_');
  const script = modifier === 'latin' ? 'Latn' : modifier === 'cyrillic' ? 'Cyrl' : undefined;
  return [language, script, region].filter((part) => part !== undefined && part !== '').join('-');
}

function firstSet(env: NodeJS.ProcessEnv, names: readonly string[]): string | undefined {
  return names.map((name) => env[name]).find((value) => value !== undefined && value !== '');
}

/**
 * The browser preview's system languages, from its own process's locale as GNU gettext reads it:
 * LC_ALL, else LC_MESSAGES, else LANG names the language; LANGUAGE, a colon-separated list, comes
 * before it, but is ignored where the locale is C (gettext does the same). The region and clock come
 * from LC_ALL, else LC_TIME, else LANG. So `LANG=de_DE.UTF-8 npm run web` opens in German.
 */
export function systemLanguagesFromEnvironment(env: NodeJS.ProcessEnv): SystemLanguages {
  const messages = tagOfPosixLocale(firstSet(env, ['LC_ALL', 'LC_MESSAGES', 'LANG']));
  const listed = messages === null ? [] : (env.LANGUAGE ?? '').split(':').map(tagOfPosixLocale);
  const preferred = [...listed, messages].filter((tag): tag is string => tag !== null);
  return { preferred: [...new Set(preferred)], formats: tagOfPosixLocale(firstSet(env, ['LC_ALL', 'LC_TIME', 'LANG'])) };
}
