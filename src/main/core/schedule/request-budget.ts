import type { Result } from '@shared/ipc/result';
import type { MapRefusal } from '@shared/views/map-refusal';
import type { Clock } from './clock';

export type SpendCategory = 'data' | 'tiles';

/** Essential work (the tray's own refreshes when the allowance is nearly spent) may use the reserve. */
export type SpendPriority = 'normal' | 'essential';

/** The service's usage report for today as last read, and the app's own count at that moment. */
export interface UsageCheck {
  /** The service's count of today's hits: this app's, other devices', other programs' on the account. */
  readonly hits: number;
  /** data + tiles when the report came. */
  readonly own: number;
}

/** One UTC day's spending; persisted by whoever owns the app's state so a restart keeps the count. */
export interface BudgetLedger {
  /** YYYY-MM-DD, UTC. */
  readonly day: string;
  readonly data: number;
  readonly tiles: number;
  /** The last usage report read today; null until one is. */
  readonly checked: UsageCheck | null;
  /** Requests the user let the map spend today beyond its share. */
  readonly mapExtra: number;
  /** The map's animation loops agreed today: layer and zoom → the frame step agreed; absent until one is. */
  readonly loops?: Readonly<Record<string, number>>;
}

/** How much of today the map may spend, and has: what the map window shows before it spends. */
export interface MapSpending {
  /** Its share of the allowance, plus what the user allowed beyond it today. */
  readonly allowed: number;
  /** Map tiles and legends fetched today, and those on their way. */
  readonly spent: number;
  readonly extraToday: number;
}

export interface RequestBudgetOptions {
  clock: Clock;
  /** Requests a day, tiles included. */
  allowance?: number;
  /** Share of the allowance kept for essential refreshes: tiles and normal refreshes stop short of it. */
  reserveFraction?: number;
  /** Share of the allowance the map's tiles may use, so the map never starves the tray's refreshes. */
  mapShare?: number;
  /** The ledger saved by an earlier run; ignored unless it is today's. */
  ledger?: BudgetLedger;
  /** Called after every change, to persist the ledger. */
  onChange?: (ledger: BudgetLedger) => void;
}

/**
 * The one rule of what a call costs, the service's own: only a successful request is billed, one
 * hit per location it asked for (a map tile or legend is one); a failed request costs nothing.
 */
export function billedHits(result: Result<unknown>, queries = 1): number {
  return result.ok ? queries : 0;
}

/** Requests on their way: counted from the moment they leave, so concurrent work sees them. */
export interface Charge {
  /** Replaces the charge with what the service billed for it (`billedHits`); a second settle does nothing. */
  settle(hits: number): void;
}

export const defaultDailyAllowance = 2000;
export const defaultReserveFraction = 0.1;
export const defaultMapShare = 0.4;

export function utcDayOf(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

/** The next UTC midnight after the instant. */
export function nextUtcMidnight(epochMs: number): number {
  const at = new Date(epochMs);
  return Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
}

/**
 * The user's daily allowance of billable requests, data and tiles alike. The day is the UTC day,
 * because that is the day the service counts: its usage report and the trial plan's 2000-a-day limit
 * reset at midnight UTC, so a local day would disagree with the service for hours every day.
 */
export class RequestBudget {
  readonly #clock: Clock;
  readonly #reserveFraction: number;
  readonly #onChange: ((ledger: BudgetLedger) => void) | undefined;
  #allowance: number;
  #mapShare: number;
  #ledger: BudgetLedger;
  /** Charges not settled yet: counted today, but neither saved nor in a usage report. */
  #pending = 0;
  #pendingTiles = 0;

  constructor(options: RequestBudgetOptions) {
    this.#clock = options.clock;
    this.#allowance = options.allowance ?? defaultDailyAllowance;
    this.#reserveFraction = options.reserveFraction ?? defaultReserveFraction;
    this.#mapShare = options.mapShare ?? defaultMapShare;
    this.#onChange = options.onChange;
    const today = utcDayOf(this.#clock.now());
    this.#ledger = options.ledger?.day === today ? options.ledger : emptyLedger(today);
  }

  get allowance(): number {
    return this.#allowance;
  }

  setAllowance(allowance: number): void {
    this.#allowance = allowance;
  }

  setMapShare(share: number): void {
    this.#mapShare = share;
    this.#changed();
  }

  mapSpending(): MapSpending {
    const { tiles, mapExtra } = this.#today();
    return { allowed: Math.floor(this.#allowance * this.#mapShare) + mapExtra, spent: tiles + this.#pendingTiles, extraToday: mapExtra };
  }

  /** Lets the map spend `count` more today, beyond its share; the allowance and its reserve still hold. */
  allowMapMore(count: number): void {
    const ledger = this.#today();
    this.#set({ ...ledger, mapExtra: ledger.mapExtra + count });
  }

  /** The frame step of the loop agreed today under `key` (a layer and zoom), or null when the map must ask. */
  agreedLoop(key: string): number | null {
    return this.#today().loops?.[key] ?? null;
  }

  /** Remembers the loop agreed under `key` for today, saved with the day's count: a restart asks no more. */
  agreeToLoop(key: string, stride: number): void {
    const ledger = this.#today();
    this.#set({ ...ledger, loops: { ...ledger.loops, [key]: stride } });
  }

  /** Requests kept back for essential refreshes. */
  get reserve(): number {
    return Math.ceil(this.#allowance * this.#reserveFraction);
  }

  ledger(): BudgetLedger {
    return this.#today();
  }

  /**
   * Today's count, the one every window shows: the service's count at the last usage check plus
   * what this app settled since, or only the app's own count before any check today, plus the
   * calls on their way. The service bills, so its report replaces the app's count, above or below it.
   */
  spentToday(): number {
    const { data, tiles, checked } = this.#today();
    const own = data + tiles;
    const settled = checked === null ? own : checked.hits + Math.max(0, own - checked.own);
    return settled + this.#pending;
  }

  /** What may still be spent today at this priority. */
  spendable(priority: SpendPriority = 'normal'): number {
    const ceiling = priority === 'essential' ? this.#allowance : this.#allowance - this.reserve;
    return Math.max(0, ceiling - this.spentToday());
  }

  canSpend(count: number, priority: SpendPriority = 'normal'): boolean {
    return count <= this.spendable(priority);
  }

  /** Charges requests about to be made when today's allowance (short of the reserve, for normal priority) allows them. */
  charge(count: number, category: SpendCategory, priority: SpendPriority = 'normal'): Charge | undefined {
    if (category === 'tiles' && this.mapShareSpent(count)) return undefined;
    return this.canSpend(count, priority) ? this.chargeRegardless(count, category) : undefined;
  }

  /** Whether `count` more tiles would pass the map's share of today. */
  mapShareSpent(count = 1): boolean {
    const { allowed, spent } = this.mapSpending();
    return spent + count > allowed;
  }

  /** Charges requests that are made whatever the allowance says: signing in, the account's keys and usage. */
  chargeRegardless(count: number, category: SpendCategory): Charge {
    this.#pending += count;
    if (category === 'tiles') this.#pendingTiles += count;
    this.#changed();
    let open = true;
    return {
      settle: (hits) => {
        if (!open) return;
        open = false;
        this.#pending -= count;
        if (category === 'tiles') this.#pendingTiles -= count;
        const ledger = this.#today();
        this.#set({ ...ledger, [category]: ledger[category] + hits });
      },
    };
  }

  /**
   * Takes the service's count of today's hits from a usage report just read. Calls still on their
   * way (the usage request among them) are not in the report, so they count on top of it.
   */
  reconcile(serviceHitsToday: number): void {
    const ledger = this.#today();
    this.#set({ ...ledger, checked: { hits: serviceHitsToday, own: ledger.data + ledger.tiles } });
  }

  /** When today's count starts again from zero. */
  resetsAt(): number {
    return nextUtcMidnight(this.#clock.now());
  }

  #today(): BudgetLedger {
    const today = utcDayOf(this.#clock.now());
    if (this.#ledger.day !== today) this.#set(emptyLedger(today));
    return this.#ledger;
  }

  #set(ledger: BudgetLedger): void {
    this.#ledger = ledger;
    this.#changed();
  }

  #changed(): void {
    this.#onChange?.(this.#ledger);
  }
}

function emptyLedger(day: string): BudgetLedger {
  return { day, data: 0, tiles: 0, checked: null, mapExtra: 0 };
}

/**
 * Why a tile charge `charge` refused was refused: while the allowance itself still has room, the
 * map's share is what is spent (and the map can be allowed more); otherwise the allowance is.
 */
export function tileRefusalOf(budget: Pick<RequestBudget, 'canSpend'>): MapRefusal {
  return budget.canSpend(1) ? 'mapShare' : 'allowance';
}
