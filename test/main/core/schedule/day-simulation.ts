import type { ScheduleMode } from '@shared/views/status';
import { currentDemand, type Views } from '@main/core/schedule/demand';
import { day, minute, products, type Product } from '@main/core/schedule/cadence';
import type { LocationRef } from '@main/core/schedule/refresher';
import { RequestBudget, utcDayOf } from '@main/core/schedule/request-budget';
import { Scheduler } from '@main/core/schedule/scheduler';
import { FakeClock } from './fake-clock';
import { RecordingRefresher } from './recording-refresher';

/** From and to, in ms after the simulation starts. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

export interface DayScenario {
  readonly locations: number;
  readonly popup?: readonly Span[];
  readonly dashboard?: readonly Span[];
  readonly map?: readonly Span[];
  /** Tiles the map asks for each minute it is open (each one charged and billed). */
  readonly tilesPerMinute?: number;
  readonly allowance?: number;
  /** Whether the data for a location shows rain within 2 h, `at` ms after the start. */
  readonly rainNear?: (locationId: string, at: number) => boolean;
  readonly durationMs?: number;
  readonly start?: Date;
}

export interface DayResult {
  /** Billed data requests (what the refresher reported). */
  readonly requests: number;
  readonly calls: number;
  readonly requestsByProduct: Readonly<Record<Product, number>>;
  /** A client polling every product it shows every 5 minutes, with the same windows open. */
  readonly naiveRequests: number;
  readonly tilesServed: number;
  readonly tilesRefused: number;
  /** The oldest the tray location's nowcast got while the popup was open (after its opening refresh). */
  readonly maxNowcastAgeWhilePopupOpenMs: number;
  /** The highest count the budget reached on each UTC day, tiles included. */
  readonly highestSpentByDay: ReadonlyMap<string, number>;
  /** Billed data requests plus tiles, by the UTC day they were made. */
  readonly spendByDay: ReadonlyMap<string, number>;
  readonly modes: ReadonlySet<ScheduleMode>;
  readonly concurrentDuplicates: number;
  readonly refresher: RecordingRefresher;
}

export const simulationStart = new Date('2026-03-10T00:00:00Z');

/** The opening refresh lands within this of the popup opening (coalescing plus the fake latency). */
export const openingRefreshGraceMs = 5_000;

const latencyMs = 800;
const naiveInterval = 5 * minute;
/** Besides each change the scheduler reports, the mode is read this often (tiles move it between passes). */
const modeSampling = 10 * minute;

export function locationsFor(count: number): LocationRef[] {
  return Array.from({ length: count }, (_, index) => ({ id: `loc-${index}`, lat: 45 + index / 10, lon: 5 + index / 10 }));
}

/** Runs the real Scheduler on a fake clock through a day of windows opening and closing. */
export async function simulateDay(scenario: DayScenario): Promise<DayResult> {
  const start = (scenario.start ?? simulationStart).getTime();
  const duration = scenario.durationMs ?? day;
  const clock = new FakeClock(start);
  const highestSpentByDay = new Map<string, number>();
  const budget = new RequestBudget({
    clock,
    ...(scenario.allowance === undefined ? {} : { allowance: scenario.allowance }),
    onChange: (ledger) => {
      // The simulated day reads no usage report: the app's own count is the day's.
      const spent = ledger.data + ledger.tiles;
      highestSpentByDay.set(ledger.day, Math.max(highestSpentByDay.get(ledger.day) ?? 0, spent));
    },
  });
  const rainNear = scenario.rainNear ?? (() => false);
  const refresher = new RecordingRefresher(clock, {
    latencyMs,
    answer: (product, locations, at) =>
      product === 'nowcast' || product === 'hourly'
        ? { rainSoon: locations.filter((location) => rainNear(location.id, at - start)).map((location) => location.id) }
        : {},
  });
  const modes = new Set<ScheduleMode>();
  const scheduler = new Scheduler({ refresher, budget, clock, onStatusChange: (status) => modes.add(status.mode) });
  const locations = locationsFor(scenario.locations);
  scheduler.setLocations(locations);
  scheduler.start();

  const windows = { popup: scenario.popup ?? [], dashboard: scenario.dashboard ?? [], map: scenario.map ?? [] };
  const viewsAt = (at: number): Views => ({
    popupOpen: windows.popup.some((span) => covers(span, at)),
    dashboardOpen: windows.dashboard.some((span) => covers(span, at)),
    mapOpen: windows.map.some((span) => covers(span, at)),
  });

  const spendByDay = new Map<string, number>();
  const addSpend = (at: number, count: number): void => {
    const key = utcDayOf(at);
    spendByDay.set(key, (spendByDay.get(key) ?? 0) + count);
  };
  let tilesServed = 0;
  let tilesRefused = 0;
  const changes = [...windows.popup, ...windows.dashboard, ...windows.map].flatMap((span) => [span.from, span.to]);
  const instants = [...new Set([...changes, ...range(0, duration, minute)])].filter((at) => at < duration).sort((a, b) => a - b);
  for (const at of instants) {
    await clock.advanceTo(start + at);
    scheduler.setViews(viewsAt(at));
    if (at % modeSampling === 0) modes.add(scheduler.status().mode);
    if (viewsAt(at).mapOpen && at % minute === 0) {
      for (let tile = 0; tile < (scenario.tilesPerMinute ?? 0); tile++) {
        const charge = budget.charge(1, 'tiles');
        if (charge !== undefined) {
          charge.settle(1);
          tilesServed += 1;
          addSpend(clock.now(), 1);
        } else tilesRefused += 1;
      }
    }
  }
  await clock.advanceTo(start + duration - 1);
  scheduler.stop();
  await clock.advance(latencyMs + 1);

  const requestsByProduct = Object.fromEntries(products.map((product) => [product, 0])) as Record<Product, number>;
  for (const call of refresher.calls) {
    const billed = call.outcome?.hits ?? 0;
    requestsByProduct[call.product] += billed;
    addSpend(call.at, billed);
  }
  const tray = locations[0]?.id ?? '';
  return {
    requests: refresher.requests(),
    calls: refresher.calls.length,
    requestsByProduct,
    naiveRequests: naiveCount(locations, viewsAt, duration),
    tilesServed,
    tilesRefused,
    maxNowcastAgeWhilePopupOpenMs: maxAgeWithin(
      refresher.successesFor('nowcast', tray).map((at) => at - start),
      windows.popup.map((span) => ({ from: span.from + openingRefreshGraceMs, to: span.to })),
    ),
    highestSpentByDay,
    spendByDay,
    modes,
    concurrentDuplicates: refresher.concurrentDuplicates,
    refresher,
  };
}

/** Every product shown, at every location shown, every 5 minutes. */
function naiveCount(locations: readonly LocationRef[], viewsAt: (at: number) => Views, duration: number): number {
  return range(0, duration, naiveInterval).reduce(
    (total, at) =>
      total + currentDemand({ views: viewsAt(at), locations, rainNear: () => false, applicable: () => true, optedIn: new Set() }).length,
    0,
  );
}

/** The largest age of the data within the spans, given when each refresh landed. */
export function maxAgeWithin(refreshedAt: readonly number[], spans: readonly Span[]): number {
  let oldest = 0;
  for (const span of spans) {
    const before = (at: number): number => Math.max(...refreshedAt.filter((landed) => landed <= at), Number.NEGATIVE_INFINITY);
    const checkpoints = [span.to, ...refreshedAt.filter((landed) => landed > span.from && landed <= span.to).map((at) => at - 1)];
    for (const at of checkpoints) oldest = Math.max(oldest, at - before(at));
  }
  return oldest;
}

function covers(span: Span, at: number): boolean {
  return at >= span.from && at < span.to;
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let at = from; at < to; at += step) values.push(at);
  return values;
}

/** `count` popup openings of `lengthMs` spread over the waking hours (07:00 to 23:00), off the minute grid. */
export function popupOpenings(count: number, lengthMs: number): Span[] {
  const first = 7 * 60 * minute + 17_000;
  const spacing = (16 * 60 * minute) / count;
  return Array.from({ length: count }, (_, index) => {
    const from = Math.round(first + index * spacing);
    return { from, to: from + lengthMs };
  });
}
