/** Series colours readable on both the light and the dark theme, one per API the service reports. */
const seriesColours: Record<string, string> = {
  'Weather API': '#3b82f6',
  'Map API': '#14b8a6',
  Administrative: '#f59e0b',
};

const otherColour = '#9ca3af';

export function seriesColour(api: string): string {
  return seriesColours[api] ?? otherColour;
}

export interface ChartInk {
  text: string;
  grid: string;
}

/** The page's current text and rule colours, so the chart follows the theme. */
export function chartInk(element: Element): ChartInk {
  const style = getComputedStyle(element);
  return {
    text: style.getPropertyValue('--muted').trim() || '#59636e',
    grid: style.getPropertyValue('--border').trim() || '#d5dae0',
  };
}
