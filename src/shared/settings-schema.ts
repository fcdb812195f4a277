import { z } from 'zod';
import { themes, type Settings, type SettingsPatch } from './settings';

// Kept apart from settings.ts so that windows, which only need the types, never bundle zod.
export const settingsSchema = z.strictObject({
  theme: z.enum(themes),
}) satisfies z.ZodType<Settings>;

export const settingsPatchSchema = settingsSchema.partial() satisfies z.ZodType<SettingsPatch>;
