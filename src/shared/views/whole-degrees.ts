/**
 * The whole degrees every reading shows, in the tray and in the windows alike, so the tray icon,
 * its tooltip and the popup never disagree by one. Halves round up (2.5 → 3, −2.5 → −2), as
 * `Math.round` does, and a reading just below zero shows as 0, never "−0".
 */
export function wholeDegrees(temperature: number): number {
  return Math.round(temperature) || 0;
}
