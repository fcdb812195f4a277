import { z } from 'zod';
import { clockStyles, distanceUnits, precipitationUnits, pressureUnits, temperatureChoices, windChoices } from './units';
import { shortCountryName } from './country-names';
import type { ErrorMessageKey } from './i18n/messages/errors';
import {
  currentSettingsVersion,
  defaultSettings,
  interfaceLanguageChoices,
  languages,
  lightningDistancesKm,
  maxLocations,
  minDailyRequests,
  themes,
  warningSignificances,
  type Settings,
  type SettingsPatch,
} from './settings';
import { tileProviderIds } from './tile-providers';
import { isIanaTimeZone } from './time-zone';

// Kept apart from settings.ts so that windows, which only need the types, never bundle zod.
// Each section is described once, without defaults: the stored form fills defaults in per field
// (so an older or partial file loads), the patch form makes every field optional.

/** Stable ids only: a service id ('2643743') or 'lon,lat' ('-0.1276,51.5072'). */
const locationId = z.string().regex(/^[0-9A-Za-z_.,:+-]{1,64}$/, 'a location id is 1-64 letters, digits or _.,:+-');

const ianaTimeZone = z.string().max(64).refine(isIanaTimeZone, 'issue.notTimeZone' satisfies ErrorMessageKey);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** One saved place, checked alone (settings recovery drops an unreadable one, not the list). */
export const savedLocationSchema = z.strictObject({
  id: locationId,
  name: z.string().trim().min(1).max(200),
  lat: latitude,
  lon: longitude,
  // Stored in English whatever the interface language, so a change of language leaves places as they were.
  country: z.string().max(200).transform((name) => shortCountryName(name)),
  timezone: ianaTimeZone,
});

const locations = z
  .array(savedLocationSchema)
  .max(maxLocations)
  .superRefine((list, context) => {
    const seen = new Set<string>();
    list.forEach((location, index) => {
      if (seen.has(location.id)) {
        context.addIssue({ code: 'custom', path: [index, 'id'], message: 'issue.locationTwice' satisfies ErrorMessageKey });
      }
      seen.add(location.id);
    });
  });

const timeZonePreference = z.union([z.literal('location'), z.literal('system'), ianaTimeZone]);
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a time of day as 'HH:MM'");

const unitsShape = {
  temperature: z.enum(temperatureChoices),
  wind: z.enum(windChoices),
  pressure: z.enum(pressureUnits),
  precipitation: z.enum(precipitationUnits),
  distance: z.enum(distanceUnits),
  clock: z.enum(clockStyles),
};
const budgetShape = { dailyRequests: z.int().min(minDailyRequests).max(1_000_000), mapSharePercent: z.int().min(0).max(100) };
const rainShape = {
  enabled: z.boolean(),
  locationId: locationId.nullable(),
  // The 15-minute nowcast reaches 3 hours ahead.
  withinMinutes: z.int().min(5).max(180),
  minIntensityMmPerHour: z.number().min(0.1).max(50),
};
const warningsShape = { enabled: z.boolean(), minSignificance: z.enum(warningSignificances) };
const usageShape = { enabled: z.boolean(), atPercent: z.int().min(1).max(100) };
const lightningShape = { enabled: z.boolean(), withinKm: z.literal(lightningDistancesKm) };
const quietHoursShape = { enabled: z.boolean(), from: clockTime, until: clockTime };
/** A provider's own layer id: letters, digits and dashes, as its tile addresses carry it. */
const mapLayerRef = z.strictObject({ provider: z.enum(tileProviderIds), id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a layer id') });
/** Far more layers than any provider offers: a file that lists more was not written by the app. */
const maxRememberedSchemes = 500;
const mapShape = {
  layer: mapLayerRef.nullable(),
  colorscheme: z.string().min(1).max(100).nullable(),
  colorschemes: z
    .record(z.string().regex(/^[A-Za-z]{1,32}:[A-Za-z0-9-]{1,64}$/, 'not a layer'), z.string().min(1).max(100))
    .refine((schemes) => Object.keys(schemes).length <= maxRememberedSchemes, `at most ${maxRememberedSchemes} layers' colour schemes`),
  opacity: z.number().min(0).max(1),
  center: z.tuple([latitude, longitude]).nullable(),
  zoom: z.number().min(0).max(21),
  speed: z.number().min(0.25).max(4),
  symbols: z.boolean(),
  storms: z.boolean(),
  lightning: z.boolean(),
  folded: z.strictObject({ storms: z.boolean(), legend: z.boolean(), forecast: z.boolean() }),
};
/** Stored, each panel's fold is a field of its own: a file written before a panel existed keeps the others. */
const storedMapShape = { ...mapShape, folded: filledSection(mapShape.folded.shape, defaultSettings.map.folded) };
/** true or false as the user chose, null to follow the desktop. */
const openDashboardAtStart = z
  .boolean({ error: 'expected true (open it), false (do not) or null (follow the desktop)' })
  .nullable();
const windowBounds = z.strictObject({
  x: z.int().min(-100_000).max(100_000),
  y: z.int().min(-100_000).max(100_000),
  width: z.int().min(1).max(20_000),
  height: z.int().min(1).max(20_000),
  maximized: z.boolean().optional(),
});
/** Checked for its form only: whether http is allowed depends on the build, which main checks before use. */
const serviceAddress = z.string().min(1).max(2048).nullable();
const serviceShape = { dataAddress: serviceAddress, mapsAddress: serviceAddress };
const followsSystemShape = { language: z.boolean(), interfaceLanguage: z.boolean(), units: z.boolean(), clock: z.boolean() };
const firstRunShape = { welcomed: z.boolean(), placeFromTimeZone: z.boolean(), toldWhereItLives: z.boolean() };
const windowBoundsShape = { dashboard: windowBounds.optional(), map: windowBounds.optional() };

type Shape = Record<string, z.ZodType>;

/** A strict section whose missing fields, or whose absence altogether, take the defaults. */
function filledSection<S extends Shape>(shape: S, defaults: { [K in keyof S]: z.output<S[K]> }) {
  const filled: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(shape)) filled[key] = field.default(defaults[key]);
  const section = z.strictObject(filled as { [K in keyof S]: z.ZodDefault<S[K]> });
  // Every field has a default, so {} is a valid input; the generic type cannot see that.
  return section.prefault({} as z.input<typeof section>);
}

function patchSection<S extends Shape>(shape: S) {
  return z.strictObject(shape).partial().optional();
}

const defaults = defaultSettings;

/** The settings as stored, after migration to the current version. */
export const settingsSchema = z.strictObject({
  version: z.literal(currentSettingsVersion),
  locations: locations.default(() => []),
  units: filledSection(unitsShape, defaults.units),
  language: z.enum(languages).default(defaults.language),
  interfaceLanguage: z.enum(interfaceLanguageChoices).default(defaults.interfaceLanguage),
  followsSystem: filledSection(followsSystemShape, defaults.followsSystem),
  timeZone: timeZonePreference.default(defaults.timeZone),
  budget: filledSection(budgetShape, defaults.budget),
  notifications: z
    .strictObject({
      rain: filledSection(rainShape, defaults.notifications.rain),
      warnings: filledSection(warningsShape, defaults.notifications.warnings),
      usage: filledSection(usageShape, defaults.notifications.usage),
      lightning: filledSection(lightningShape, defaults.notifications.lightning),
      quietHours: filledSection(quietHoursShape, defaults.notifications.quietHours),
    })
    .prefault({}),
  chosenPlaceId: locationId.nullable().default(defaults.chosenPlaceId),
  map: filledSection(storedMapShape, defaults.map),
  windowBounds: z.strictObject(windowBoundsShape).prefault({}),
  startAtLogin: z.boolean().default(defaults.startAtLogin),
  openDashboardAtStart: openDashboardAtStart.default(defaults.openDashboardAtStart),
  theme: z.enum(themes).default(defaults.theme),
  service: filledSection(serviceShape, defaults.service),
  firstRun: filledSection(firstRunShape, defaults.firstRun),
}) satisfies z.ZodType<Settings>;

/** What `settings:update` accepts: a deep-partial change, checked field by field. */
export const settingsPatchSchema = z.strictObject({
  locations: locations.optional(),
  chosenPlaceId: locationId.nullable().optional(),
  units: patchSection(unitsShape),
  language: z.enum(languages).optional(),
  interfaceLanguage: z.enum(interfaceLanguageChoices).optional(),
  followsSystem: patchSection(followsSystemShape),
  timeZone: timeZonePreference.optional(),
  budget: patchSection(budgetShape),
  notifications: z
    .strictObject({
      rain: patchSection(rainShape),
      warnings: patchSection(warningsShape),
      usage: patchSection(usageShape),
      lightning: patchSection(lightningShape),
      quietHours: patchSection(quietHoursShape),
    })
    .partial()
    .optional(),
  map: patchSection(mapShape),
  windowBounds: z.strictObject(windowBoundsShape).optional(),
  startAtLogin: z.boolean().optional(),
  openDashboardAtStart: openDashboardAtStart.optional(),
  theme: z.enum(themes).optional(),
  firstRun: patchSection(firstRunShape),
}) satisfies z.ZodType<SettingsPatch, SettingsPatch>;
