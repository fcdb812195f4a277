import { z } from 'zod';

export const themes = ['system', 'light', 'dark'] as const;

export const settingsSchema = z.strictObject({
  theme: z.enum(themes),
});

export type Settings = z.infer<typeof settingsSchema>;

/** A change request: any subset of the settings, each field validated like the whole. */
export const settingsPatchSchema = settingsSchema.partial();

export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const defaultSettings: Settings = { theme: 'system' };
