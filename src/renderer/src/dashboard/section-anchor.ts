import type { Attachment } from 'svelte/attachments';

/**
 * Brings a section of the forecasts view into view when the page's hash names it ('#warnings', the
 * popup's warnings badge): once it is drawn, since it arrives after the page loads, and on a later
 * hash change. Its heading takes the focus, so a keyboard or screen reader user starts there.
 */
export function sectionAnchor(hash: string): Attachment<HTMLElement> {
  return (section) => {
    const show = (): void => {
      if (window.location.hash !== hash) return;
      section.scrollIntoView({ block: 'start' });
      section.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
    };
    show();
    window.addEventListener('hashchange', show);
    return () => window.removeEventListener('hashchange', show);
  };
}
