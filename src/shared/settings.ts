export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export interface Settings {
  theme: Theme;
}

/** A change request: any subset of the settings. */
export type SettingsPatch = Partial<Settings>;

export const defaultSettings: Settings = { theme: 'system' };
