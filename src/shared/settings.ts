/**
 * The user's settings: plain types, choices and defaults. Windows import this file, so it holds no
 * zod; the schemas that check stored files and IPC patches are in settings-schema.ts.
 */

import type { MapLayerRef } from './tile-providers';
import { unitPresets, type Units } from './units';

/** The units a person reads; the service's are converted to them (units.ts). */
export type { Units };

export const themes = ['system', 'light', 'dark'] as const;
export type Theme = (typeof themes)[number];


/**
 * The forecast endpoints' `lang` values without their aliases (en_gb and en_us are en, pt is pt_pt).
 * Location and air-quality endpoints accept fewer: the API client maps a choice to what each takes.
 */
export const languages = [
  'ar', 'bg', 'bn', 'ca', 'cs', 'da', 'de', 'el', 'en', 'es', 'et', 'fa', 'fi', 'fr', 'gu', 'he', 'hi',
  'hr', 'hu', 'id', 'is', 'it', 'ja', 'kn', 'ko', 'lt', 'lv', 'ml', 'nb', 'nl', 'no', 'pa', 'pl',
  'pt_br', 'pt_pt', 'ro', 'ru', 'sk', 'sq', 'sr', 'sv', 'ta', 'te', 'th', 'tr', 'uk', 'vi', 'zh', 'zh_hk',
] as const;
export type Language = (typeof languages)[number];

/** The languages the windows, tray and notifications are translated into (`@shared/i18n`). */
export const interfaceLanguages = ['en', 'de', 'fi', 'sv', 'fr', 'es', 'ar'] as const;
export type InterfaceLanguage = (typeof interfaceLanguages)[number];
/** 'data' follows the data language where it is one of the interface languages, else English. */
export const interfaceLanguageChoices = ['data', ...interfaceLanguages] as const;
export type InterfaceLanguageChoice = (typeof interfaceLanguageChoices)[number];

/**
 * The choices that start from the computer's languages and region. While one follows the system it is
 * worked out afresh at each start (a new OS language brings the new one); the user's change in Settings
 * makes it theirs. Units are the five measures; the clock is apart, as locales' hour cycles differ
 * within one unit system (en-AU: metric, 12-hour).
 */
export const systemChoices = ['language', 'interfaceLanguage', 'units', 'clock'] as const;
export type SystemChoice = (typeof systemChoices)[number];
/** true: follows the system; false: the user chose it. */
export type FollowsSystem = Record<SystemChoice, boolean>;

/** Warning significance codes, least to most severe (yellow, orange, red). */
export const warningSignificances = ['Y', 'O', 'R'] as const;
export type WarningSignificance = (typeof warningSignificances)[number];

/**
 * Times are shown in each location's own zone, in the computer's zone, or in one IANA zone
 * (e.g. 'Europe/Paris'); the string form keeps the choice readable in the settings file.
 */
export type TimeZonePreference = 'location' | 'system' | (string & Record<never, never>);

export const maxLocations = 20;

export interface SavedLocation {
  /** Stable: the service's location id, or 'lon,lat' for a place picked on the map. */
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** Country name as the service gives it; may be empty for a point picked on the map. */
  country: string;
  /** IANA zone of the location. */
  timezone: string;
}

export interface Budget {
  /** Requests a day the app may make, map tiles included. */
  dailyRequests: number;
  /** The most of them the map may spend, in percent: the tray and the windows' refreshes keep the rest. */
  mapSharePercent: number;
}

export const minDailyRequests = 100;

export interface RainNotificationRule {
  enabled: boolean;
  /** null follows the first location (the tray's). */
  locationId: string | null;
  /** Tell when rain starts within this many minutes. */
  withinMinutes: number;
  /** Rain lighter than this is not worth a notification. */
  minIntensityMmPerHour: number;
}

export interface WarningNotificationRule {
  enabled: boolean;
  minSignificance: WarningSignificance;
}

export interface UsageNotificationRule {
  enabled: boolean;
  /** Tell when the day's requests reach this share of the daily allowance. */
  atPercent: number;
}

/** The distances lightning can be watched within, in kilometres (a storm cell spans about 10 km). */
export const lightningDistancesKm = [10, 20, 30, 50] as const;

/** Off by default: asking for flashes every ten minutes costs about 144 requests a day. */
export interface LightningNotificationRule {
  enabled: boolean;
  /** Tell of strikes within this many kilometres of the tray's place. */
  withinKm: (typeof lightningDistancesKm)[number];
}

export interface QuietHours {
  enabled: boolean;
  /** 'HH:MM' local time; a window may cross midnight (from '22:00' until '07:00'). */
  from: string;
  until: string;
}

export interface NotificationSettings {
  rain: RainNotificationRule;
  warnings: WarningNotificationRule;
  usage: UsageNotificationRule;
  lightning: LightningNotificationRule;
  quietHours: QuietHours;
}

export interface MapPreferences {
  /** The layer last shown, with whose it is; null until the user picks one. */
  layer: MapLayerRef | null;
  /** The colour scheme shown now. */
  colorscheme: string | null;
  /** The colour scheme last chosen for each layer, by `layerKey` ('weatherData:2'): a layer shown again keeps its own. */
  colorschemes: Readonly<Record<string, string>>;
  /** Opacity of the weather layer over the base map, 0..1. */
  opacity: number;
  /** [lat, lon]; null centres on the first location. */
  center: [number, number] | null;
  zoom: number;
  /** Animation playback speed, a multiple of the normal frame rate. */
  speed: number;
  /** The symbol layer (places with icons and temperatures) is shown. */
  symbols: boolean;
  /** The storm tracks overlay is shown (asks main every half hour while the map is seen). */
  storms: boolean;
  /** The lightning overlay is shown (asks main every ten minutes while the map is seen). */
  lightning: boolean;
  /** Which of the panels over the map are folded to their buttons; absent in older files (all open). */
  folded: FoldedPanels;
}

/** The panels laid over the map, each folded (true) or open. */
export interface FoldedPanels {
  storms: boolean;
  legend: boolean;
  forecast: boolean;
}

/** Normal (un-maximized) bounds, in DIPs as Electron's screen module gives them. */
export interface WindowBounds {
  x: number;
  y: number;
  width: number;
  height: number;
  /** The window was maximized: it reopens so, restoring to the bounds above. Absent in older files. */
  maximized?: boolean;
}

/** Bounds of the windows that remember them; the popup is placed beside the tray instead. */
export interface WindowBoundsSettings {
  dashboard?: WindowBounds;
  map?: WindowBounds;
}

/**
 * Raised, with a migration in main/core/settings, when a change would misread older files (a field
 * renamed, removed or given another meaning). A field added with a default needs neither: the schema
 * fills it into an older file.
 */
export const currentSettingsVersion = 3;

/**
 * The account's Weather Data Service as the user entered it in the Account pane. Not a secret, but
 * set by main only (account:save checks it first), never by a window's settings patch.
 */
export interface ServiceSettings {
  /** Data, account and usage calls; null until the user enters the address their provider gives. */
  dataAddress: string | null;
  /** Capabilities, tiles and legends, where the provider serves maps from another host; null for the data address. */
  mapsAddress: string | null;
}

/** What the first start has done: the dashboard's welcome, the first place from the computer's zone, the word on where the app lives. */
export interface FirstRun {
  /** The user chose "Connect your account" or "Keep exploring with demo data": the welcome is not shown again. */
  welcomed: boolean;
  /** The computer's time zone was searched for a first place (found or not): it is not searched again. */
  placeFromTimeZone: boolean;
  /** The first time the app went on in the tray alone, a notification said where to find it: it is not said again. */
  toldWhereItLives: boolean;
}

export interface Settings {
  version: number;
  /** In order; the first is the tray's. */
  locations: SavedLocation[];
  /**
   * The place last chosen in any window (the dashboard's list, the popup's switcher), which the
   * dashboard shows; null, or a place no longer in the list, shows the first.
   */
  chosenPlaceId: string | null;
  units: Units;
  language: Language;
  /** The windows' and tray's own language: 'data' follows `language` where a catalogue has it. */
  interfaceLanguage: InterfaceLanguageChoice;
  /** Which of the language and unit choices still follow the system (see systemChoices). */
  followsSystem: FollowsSystem;
  timeZone: TimeZonePreference;
  budget: Budget;
  notifications: NotificationSettings;
  map: MapPreferences;
  windowBounds: WindowBoundsSettings;
  startAtLogin: boolean;
  /** null follows the desktop and the welcome (see desktop-shell.ts). */
  openDashboardAtStart: boolean | null;
  theme: Theme;
  service: ServiceSettings;
  firstRun: FirstRun;
}

/**
 * A change request: any subset, nested objects partly. The location list and each window's bounds
 * are replaced whole; the version is main's business and cannot be patched. A window may send only
 * the fields it owns (`ipc/settings-scope.ts`): the popup the chosen place, the map its own.
 */
export interface SettingsPatch {
  locations?: SavedLocation[];
  chosenPlaceId?: string | null;
  units?: Partial<Units>;
  language?: Language;
  interfaceLanguage?: InterfaceLanguageChoice;
  /** true goes back to following the system (the choice takes the system's at once); false is implied by setting the choice. */
  followsSystem?: Partial<FollowsSystem>;
  timeZone?: TimeZonePreference;
  budget?: Partial<Budget>;
  notifications?: { [Rule in keyof NotificationSettings]?: Partial<NotificationSettings[Rule]> };
  map?: Partial<MapPreferences>;
  windowBounds?: WindowBoundsSettings;
  startAtLogin?: boolean;
  openDashboardAtStart?: boolean | null;
  theme?: Theme;
  firstRun?: Partial<FirstRun>;
}

/** What main itself may change beyond a window's patch: the service address, checked before it is set. */
export interface MainSettingsPatch extends SettingsPatch {
  service?: ServiceSettings;
}

export const defaultSettings: Settings = {
  version: currentSettingsVersion,
  locations: [],
  chosenPlaceId: null,
  units: unitPresets.metric,
  language: 'en',
  interfaceLanguage: 'en',
  followsSystem: { language: true, interfaceLanguage: true, units: true, clock: true },
  timeZone: 'location',
  budget: { dailyRequests: 2000, mapSharePercent: 40 },
  notifications: {
    rain: { enabled: true, locationId: null, withinMinutes: 30, minIntensityMmPerHour: 0.5 },
    warnings: { enabled: true, minSignificance: 'O' },
    usage: { enabled: true, atPercent: 80 },
    lightning: { enabled: false, withinKm: 30 },
    quietHours: { enabled: false, from: '22:00', until: '07:00' },
  },
  map: { layer: null, colorscheme: null, colorschemes: {}, opacity: 0.7, center: null, zoom: 6, speed: 1, symbols: false, storms: false, lightning: false, folded: { storms: false, legend: false, forecast: false } },
  windowBounds: {},
  startAtLogin: false,
  openDashboardAtStart: null,
  theme: 'system',
  service: { dataAddress: null, mapsAddress: null },
  firstRun: { welcomed: false, placeFromTimeZone: false, toldWhereItLives: false },
};

/**
 * Why stored settings were set aside: not parseable, not valid as a whole, written by a newer
 * Weatherglass, or valid but for some fields (which alone took their defaults).
 */
export type SettingsRecoveryReason = 'unreadable' | 'invalid' | 'newerVersion' | 'someFields';

/** This run did not start from the saved settings as they were; the old file was kept. */
export type SettingsRecovery =
  | {
      /** Everything started from the defaults. */
      reason: Exclude<SettingsRecoveryReason, 'someFields'>;
      /** The kept copy's file name; null when it could not be moved aside. */
      keptAs: string | null;
    }
  | {
      /** Only the unusable fields took their defaults; the rest were kept. */
      reason: 'someFields';
      keptAs: string | null;
      /** The settings that took their defaults, as dotted paths ('budget.dailyRequests'), in the file's order. */
      resetFields: string[];
      /** Places dropped from the list, by name; null for one whose name could not be read. */
      droppedPlaces: (string | null)[];
    };
