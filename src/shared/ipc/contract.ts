import { z } from 'zod';
import type { Capabilities, SymbolTile } from '../api/maps';
import type { UsageMonth } from '../api/usage';
import type { AppInfo } from '../app-info';
import type { SavedLocation, Settings, SettingsRecovery } from '../settings';
import { placeQueryMaxLength, type PlaceSearchAnswer } from '../place-search';
import { settingsPatchSchema } from '../settings-schema';
import type {
  AccountView,
  ApiKeyView,
  ConnectionTestView,
  CopiedKeyView,
  CreatedKeyView,
  DeletedKeyView,
} from '../views/account';
import type { ScheduleStatusView, TrayState } from '../views/status';
import type { MapBudgetView } from '../views/map-budget';
import { tileProviderIds } from '../tile-providers';
import type { HurricanesView, LightningView } from '../views/storms';
import { historyMaxDays, onDemandProducts, type OnDemandAnswer } from '../views/on-demand';
import { weatherProducts, type WeatherUpdate } from '../views/weather';
import type { EventChannel, InvokeChannel } from './channels';
import type { Result } from './result';
import type { ErrorMessageKey } from '../i18n/messages/errors';

declare const responseBrand: unique symbol;

/** Carries a type across the contract without a runtime value: responses come from trusted main. */
export interface TypeOnly<T> {
  readonly [responseBrand]?: T;
}

function typeOnly<T>(): TypeOnly<T> {
  return {};
}

interface InvokeSpec {
  request: z.ZodType;
  response: TypeOnly<unknown>;
}

const noPayload = z.undefined({ error: 'this call takes no payload' });

/** As settings store them: a service id ('658225') or 'lon,lat'. */
const locationId = z.string().regex(/^[0-9A-Za-z_.,:+-]{1,64}$/, 'a location id is 1-64 letters, digits or _.,:+-');

/** Checked for its form here; main checks the address itself (https, or http on this computer). */
const addressText = z.string().max(2048, 'is too long');

/**
 * Going in only: the password never comes back out of main. The address is absent when an
 * administrator's environment setting is in force (the pane then shows it read-only).
 */
const connectAccount = z.strictObject({
  address: z.strictObject({ data: addressText, maps: addressText }).optional(),
  user: z.string().trim().min(1, 'enter the application key username').max(1024, 'is too long'),
  password: z.string().min(1, 'enter the application key password').max(1024, 'is too long'),
});

/** Main's id for a key (22 base64url characters, see KeyIds), never the key; main refuses one it did not list. */
const keyId = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9._~-]{1,200}$/, 'not an API key id') });

/** A loop on the map: the layer it plays and the zoom it plays at (the map's zooms run 0-20). */
const loopRef = {
  layer: z.strictObject({ provider: z.enum(tileProviderIds), id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'not a layer id') }),
  zoom: z.number().int().min(0, 'the map has no zoom below 0').max(20, 'the map has no zoom above 20'),
};

const usageGrouping = z.enum(['endpoint', 'status_code']);

export const invokeContract = {
  'app:getInfo': { request: noPayload, response: typeOnly<AppInfo>() },
  'settings:get': { request: noPayload, response: typeOnly<Settings>() },
  'settings:update': { request: settingsPatchSchema, response: typeOnly<Settings>() },
  /** Whether this run started from defaults because the saved settings could not be used. */
  'settings:recovery': { request: noPayload, response: typeOnly<SettingsRecovery | null>() },
  /** The locations in use: the saved ones, or the default location while none is saved. */
  'locations:list': { request: noPayload, response: typeOnly<SavedLocation[]>() },
  'locations:search': {
    request: z.strictObject({
      text: z.string().trim().min(1, 'type part of a place name').max(placeQueryMaxLength, 'is too long'),
      /** ISO 3166-1 alpha-2. */
      country: z.string().regex(/^[A-Za-z]{2}$/, 'a two-letter country code').optional(),
    }),
    /** The places found, best first, and the name searched instead when nothing matched ("Helsnki" → "Helsinki"). */
    response: typeOnly<PlaceSearchAnswer>(),
  },
  /**
   * The last good data of each product asked for (all when `products` is absent); missing ones are
   * left out. Without `locationId`, the tray's location (the first in use): the popup asks at once.
   */
  'weather:get': {
    request: z.strictObject({
      locationId: locationId.optional(),
      products: z.array(z.enum(weatherProducts)).min(1).max(weatherProducts.length).optional(),
    }),
    response: typeOnly<WeatherUpdate[]>(),
  },
  /**
   * A product the schedule does not keep, fetched when a window shows it (main caches it briefly).
   * A location id that is not saved must be 'lon,lat' (a point on the map).
   */
  'weather:fetch': {
    request: z
      .strictObject({
        locationId,
        product: z.enum(onDemandProducts),
        history: z
          .strictObject({
            date: z.iso.date(),
            days: z.number().int().min(1, 'at least 1 day').max(historyMaxDays, `at most ${historyMaxDays} days`),
          })
          .optional(),
      })
      .refine((request) => (request.product === 'history') === (request.history !== undefined), {
        message: 'issue.historyOnly' satisfies ErrorMessageKey,
        path: ['history'],
      }),
    response: typeOnly<OnDemandAnswer>(),
  },
  'weather:refreshNow': { request: noPayload, response: typeOnly<ScheduleStatusView>() },
  'schedule:getStatus': { request: noPayload, response: typeOnly<ScheduleStatusView>() },
  'tray:getState': { request: noPayload, response: typeOnly<TrayState>() },
  'map:getCapabilities': { request: noPayload, response: typeOnly<Capabilities>() },
  /** The symbol layer's places, icons and temperatures for one map tile (zoom 3 to 12, as the service allows). */
  'map:symbols': {
    request: z
      .strictObject({
        mode: z.enum(['current', 'hourly', 'daily']),
        z: z.number().int().min(3, 'symbols start at zoom 3').max(12, 'symbols end at zoom 12'),
        x: z.number().int().min(0),
        y: z.number().int().min(0),
      })
      .refine((tile) => tile.y < 2 ** tile.z, { message: 'issue.tileOutsideZoom' satisfies ErrorMessageKey, path: ['y'] }),
    response: typeOnly<SymbolTile>(),
  },
  /** The service's current tropical storms (tracks, forecast points, cones): the map's storm overlay. */
  'map:hurricanes': { request: noPayload, response: typeOnly<HurricanesView>() },
  /** Lightning flashes in one box of the map's view (a view across the antimeridian asks for two). */
  'map:lightning': {
    request: z
      .strictObject({
        minLon: z.number().min(-180).max(180),
        minLat: z.number().min(-90).max(90),
        maxLon: z.number().min(-180).max(180),
        maxLat: z.number().min(-90).max(90),
      })
      .refine((box) => box.minLon <= box.maxLon && box.minLat <= box.maxLat, { message: 'issue.minimumOverMaximum' satisfies ErrorMessageKey, path: ['maxLon'] }),
    response: typeOnly<LightningView>(),
  },
  /** The map's share of today's requests and what it has spent. */
  'map:budget': { request: noPayload, response: typeOnly<MapBudgetView>() },
  /** Lets the map spend a further step today beyond its share (refused when the allowance has no room). */
  'map:allowMoreToday': { request: noPayload, response: typeOnly<MapBudgetView>() },
  /** The frame step of the loop the user agreed to pay for at this layer and zoom today, or null: ask first. */
  'map:loopAgreed': { request: z.strictObject(loopRef), response: typeOnly<number | null>() },
  /** The user agreed to a loop's price here: not asked again today for this layer and zoom. */
  'map:agreeToLoop': {
    request: z.strictObject({ ...loopRef, stride: z.number().int().min(1, 'a loop steps at least one frame').max(48, 'a loop steps at most 48 frames') }),
    response: typeOnly<null>(),
  },
  'account:get': { request: noPayload, response: typeOnly<AccountView>() },
  /**
   * Checks the credentials at the address, then keeps the address in settings and the credentials
   * in the keychain and switches to the account. Credentials the service refuses are not kept; ones
   * it could not be asked about (offline) are, and the view says they are not confirmed yet.
   */
  'account:save': { request: connectAccount, response: typeOnly<AccountView>() },
  /** Forgets the account and goes back to demo data. */
  'account:clear': { request: noPayload, response: typeOnly<AccountView>() },
  /** Asks the service for a token with these credentials, saving nothing. */
  'account:testConnection': { request: connectAccount, response: typeOnly<ConnectionTestView>() },
  /**
   * Asks the keychain again where it was locked, refused, silent or gone (on Linux the read shows
   * its unlock prompt); the view says what it answered, and a saved account it now gives is used.
   */
  'account:retryKeychain': { request: noPayload, response: typeOnly<AccountView>() },
  'keys:list': { request: noPayload, response: typeOnly<ApiKeyView[]>() },
  'keys:create': { request: noPayload, response: typeOnly<CreatedKeyView>() },
  'keys:delete': { request: keyId, response: typeOnly<DeletedKeyView>() },
  /** Main writes the whole key to the clipboard; it never crosses IPC. */
  'keys:copy': { request: keyId, response: typeOnly<CopiedKeyView>() },
  'usage:month': {
    request: z
      .strictObject({
        /** YYYY-MM (UTC); this month when absent. */
        month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a month as YYYY-MM').optional(),
        groupBy: usageGrouping.optional(),
      })
      .optional(),
    response: typeOnly<UsageMonth>(),
  },
  /** Hides the popup: its Escape key and close control, for desktops where losing focus does not hide it. */
  'popup:close': { request: noPayload, response: typeOnly<null>() },
} as const satisfies Record<InvokeChannel, InvokeSpec>;

export const eventContract = {
  'settings:changed': typeOnly<Settings>(),
  /** The data mode changed (demo ↔ account). */
  'app:infoChanged': typeOnly<AppInfo>(),
  'weather:updated': typeOnly<WeatherUpdate>(),
  'schedule:statusChanged': typeOnly<ScheduleStatusView>(),
  'tray:stateChanged': typeOnly<TrayState>(),
  'account:changed': typeOnly<AccountView>(),
  /** The effective list of places: the saved ones, or the default place while none is saved. */
  'locations:changed': typeOnly<SavedLocation[]>(),
  /** The map's spending or its share changed (a charge and its settling in one turn are one event). */
  'map:budgetChanged': typeOnly<MapBudgetView>(),
} as const satisfies Record<EventChannel, TypeOnly<unknown>>;

type Contract = typeof invokeContract;

export type RequestOf<C extends InvokeChannel> = z.output<Contract[C]['request']>;
export type RequestInputOf<C extends InvokeChannel> = z.input<Contract[C]['request']>;
export type ResponseOf<C extends InvokeChannel> =
  Contract[C]['response'] extends TypeOnly<infer T> ? T : never;
export type EventPayloadOf<C extends EventChannel> =
  (typeof eventContract)[C] extends TypeOnly<infer T> ? T : never;

export type InvokeHandlers = {
  [C in InvokeChannel]: (request: RequestOf<C>) => Promise<Result<ResponseOf<C>>>;
};
