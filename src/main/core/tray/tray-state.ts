/** What the tray shows: the first location's temperature, its condition and freshness, and rain soon. */
export interface TrayState {
  temperature: number | null;
  unit: 'C' | 'F';
  locationName: string | null;
  conditionPhrase: string | null;
  rainInMinutes: number | null;
  freshness: 'fresh' | 'stale' | 'offline';
  ageMinutes: number | null;
}
