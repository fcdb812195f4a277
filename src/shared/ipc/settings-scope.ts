import type { SettingsPatch } from '../settings';
import type { AppWindow } from './window-channels';

/** A setting a window's `settings:update` may name: a top-level field of the patch. */
export type SettingsPatchField = keyof SettingsPatch;

/** Every field of a patch, once: the compiler fails here when SettingsPatch gains one. */
const everyField = {
  locations: true,
  chosenPlaceId: true,
  units: true,
  language: true,
  interfaceLanguage: true,
  followsSystem: true,
  timeZone: true,
  budget: true,
  notifications: true,
  map: true,
  windowBounds: true,
  startAtLogin: true,
  openDashboardAtStart: true,
  theme: true,
  firstRun: true,
} as const satisfies Record<SettingsPatchField, true>;

/**
 * The settings each window may write, and nothing more: the popup chooses a place, the map keeps
 * its view and layers, and only the dashboard (where Settings are) changes the budget, the places,
 * the notifications and the rest, so a page taken over in the popup or the map cannot lift the
 * request cap or empty the list. Main refuses any other field (the dispatcher, `settings:update`).
 */
export const settingsScope = {
  popup: ['chosenPlaceId'],
  map: ['map'],
  dashboard: Object.keys(everyField) as (keyof typeof everyField)[],
} as const satisfies Record<AppWindow, readonly SettingsPatchField[]>;

/** The change a window may ask for: only its own fields. */
export type WindowSettingsPatch<Window extends AppWindow> = Pick<SettingsPatch, (typeof settingsScope)[Window][number]>;

/** The fields of a patch its window may not write, in the patch's order; empty when it may write them all. */
export function fieldsOutsideScope(window: AppWindow, patch: SettingsPatch): SettingsPatchField[] {
  const allowed: readonly SettingsPatchField[] = settingsScope[window];
  return (Object.keys(patch) as SettingsPatchField[]).filter((field) => patch[field] !== undefined && !allowed.includes(field));
}
