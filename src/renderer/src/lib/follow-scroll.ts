/**
 * Calls `measure` whenever what `scroller` shows of its content may have changed: it scrolled, it or
 * one of its children changed size (data, fonts, the window), or its children were replaced.
 * Measures once at once; returns the stop.
 */
export function followScroll(scroller: HTMLElement, measure: () => void): () => void {
  const resizes = new ResizeObserver(measure);
  const observeContent = (): void => {
    resizes.disconnect();
    resizes.observe(scroller);
    for (const child of scroller.children) resizes.observe(child);
    measure();
  };
  const mutations = new MutationObserver(observeContent);
  mutations.observe(scroller, { childList: true });
  scroller.addEventListener('scroll', measure, { passive: true });
  observeContent();
  return () => {
    scroller.removeEventListener('scroll', measure);
    mutations.disconnect();
    resizes.disconnect();
  };
}
