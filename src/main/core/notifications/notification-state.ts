import { z } from 'zod';
import { warningSignificances } from '@shared/settings';

const stampSchema = z.iso.datetime({ offset: true });

/**
 * What the rules remember between evaluations and across restarts, so nothing is told twice.
 * Plain JSON: the integrator stores it (beside the settings) and hands it back at start.
 */
export const notificationStateSchema = z.strictObject({
  version: z.literal(1),
  rain: z
    .strictObject({
      locationId: z.string(),
      /** Onset of the rain last told about. */
      notifiedOnset: stampSchema.nullable(),
      /** The last moment rain was falling there when an evaluation looked. */
      lastWetAt: stampSchema.nullable(),
    })
    .nullable(),
  /** Warnings told about, by identity, with the significance told; dropped once expired. */
  warnings: z.record(z.string(), z.strictObject({ significance: z.enum(warningSignificances), validUntil: stampSchema })),
  /** Usage thresholds told on the budget's day. */
  usage: z.strictObject({ day: z.string(), told: z.array(z.number()) }).nullable(),
  /** Lightning cells told about, where and when each last struck; absent in files from before it. */
  lightning: z.array(z.strictObject({ lat: z.number(), lon: z.number(), lastAt: stampSchema })).default([]),
});

export type NotificationState = z.infer<typeof notificationStateSchema>;
export type RainState = NonNullable<NotificationState['rain']>;

export function initialNotificationState(): NotificationState {
  return { version: 1, rain: null, warnings: {}, usage: null, lightning: [] };
}

/** The stored state, or a fresh one when it is missing or damaged: at worst something is told again. */
export function parseNotificationState(stored: unknown): NotificationState {
  const parsed = notificationStateSchema.safeParse(stored);
  return parsed.success ? parsed.data : initialNotificationState();
}
