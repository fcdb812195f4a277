import type { Settings } from '@shared/settings';

export type ResolvedTheme = 'light' | 'dark';

export function resolveTheme(theme: Settings['theme'], prefersDark: boolean): ResolvedTheme {
  if (theme === 'system') return prefersDark ? 'dark' : 'light';
  return theme;
}

/** Applies the theme to the page; while it is "system", follows the system's changes. Returns the stop. */
export function applyTheme(theme: Settings['theme']): () => void {
  const media = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = (): void => {
    document.documentElement.dataset.theme = resolveTheme(theme, media.matches);
  };
  apply();
  media.addEventListener('change', apply);
  return () => media.removeEventListener('change', apply);
}
