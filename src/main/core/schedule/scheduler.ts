import type { Logger } from '../logger';
import { retryDelay } from './backoff';
import type { ScheduleMode } from '@shared/views/status';
import { fitToBudget, type BudgetPlan, type PlannedNeed } from './budget-plan';
import type { Clock, TimerHandle } from './clock';
import { currentDemand, type Views } from './demand';
import { cadenceTable, day, maxLocationsPerCall, minute, type Product } from './cadence';
import type { LocationRef, RefreshOutcome, Refresher } from './refresher';
import type { RequestBudget } from './request-budget';
import { explain, type ScheduleStatus } from './status';

export interface SystemState {
  readonly asleep: boolean;
  readonly online: boolean;
}

export interface SchedulerOptions {
  readonly refresher: Refresher;
  readonly budget: RequestBudget;
  readonly clock: Clock;
  readonly logger?: Logger;
  /** Triggers closer together than this make one pass. */
  readonly coalesceMs?: number;
  /** When the cached copy of a product was fetched: a start on a fresh cache fetches nothing. */
  readonly fetchedAt?: (product: Product, locationId: string) => number | undefined;
  /** Called when the mode or the explanation changes. */
  readonly onStatusChange?: (status: ScheduleStatus) => void;
}

export const defaultCoalesceMs = 250;

/** "Refresh now" leaves alone what was tried less than this ago, so repeated clicks cost nothing. */
export const forcedRefreshMinAge = minute;

/** A call the allowance could not cover is not tried again before this (the plan changes meanwhile). */
export const refusedRetryDelay = 15 * minute;

/** Locations due within this share of their interval join a batch that goes now (at most 5 min early). */
const batchSlackShare = 0.2;
const longestBatchSlack = 5 * minute;

interface ProductAtLocation {
  lastSuccessAt: number | undefined;
  lastAttemptAt: number | undefined;
  consecutiveFailures: number;
  inFlight: boolean;
  notApplicable: boolean;
  deferredUntil: number;
}

interface Call {
  readonly product: Product;
  readonly needs: readonly PlannedNeed[];
}

/**
 * Decides what to refresh and when: each product at the cadence the visible windows ask for, within
 * the daily request budget, batched into multi-location calls, never twice at once, paused while the
 * computer sleeps or is offline. Fetching is the Refresher's job; this class holds no HTTP.
 */
export class Scheduler {
  readonly #refresher: Refresher;
  readonly #budget: RequestBudget;
  readonly #clock: Clock;
  readonly #logger: Logger | undefined;
  readonly #coalesceMs: number;
  readonly #fetchedAt: SchedulerOptions['fetchedAt'];
  readonly #onStatusChange: SchedulerOptions['onStatusChange'];

  #views: Views = { popupOpen: false, dashboardOpen: false, mapOpen: false };
  #locations: readonly LocationRef[] = [];
  #system: SystemState = { asleep: false, online: true };
  #started = false;
  #forceNextPass = false;
  #serviceWaitUntil = 0;
  readonly #states = new Map<string, ProductAtLocation>();
  /** Per location, what each product's latest data said about rain within 2 h. */
  readonly #rainSoon = new Map<string, Map<Product, boolean>>();
  #passTimer: TimerHandle | undefined;
  #wakeTimer: TimerHandle | undefined;
  #lastMode: ScheduleMode | undefined;
  /** The last explanation told, as JSON: texts built by `explain` always list their arguments in one order. */
  #lastExplanation: string | undefined;
  readonly #notInPlan = new Set<Product>();
  #optedIn: ReadonlySet<Product> = new Set();
  #lastNotInPlan = '';

  constructor(options: SchedulerOptions) {
    this.#refresher = options.refresher;
    this.#budget = options.budget;
    this.#clock = options.clock;
    this.#logger = options.logger;
    this.#coalesceMs = options.coalesceMs ?? defaultCoalesceMs;
    this.#fetchedAt = options.fetchedAt;
    this.#onStatusChange = options.onStatusChange;
  }

  start(): void {
    this.#started = true;
    this.#requestPass();
  }

  stop(): void {
    this.#started = false;
    this.#clearTimers();
  }

  /** Windows opening on stale data refresh it at once; windows closing slow the schedule down. */
  setViews(views: Partial<Views>): void {
    const next = { ...this.#views, ...views };
    const changed = (Object.keys(next) as (keyof Views)[]).some((name) => next[name] !== this.#views[name]);
    this.#views = next;
    if (changed) this.#requestPass();
  }

  /**
   * The opt-in products now wanted (the lightning notification switched on); the others stop. Also
   * called when what one asks for changes (the lightning distance): the pass finds no answer for
   * the new area and fetches it.
   */
  setOptedIn(products: readonly Product[]): void {
    this.#optedIn = new Set(products);
    this.#requestPass();
  }

  /** The first location is the tray's. */
  setLocations(locations: readonly LocationRef[]): void {
    this.#locations = [...locations];
    const kept = new Set(locations.map((location) => location.id));
    for (const key of this.#states.keys()) {
      if (!kept.has(locationOfKey(key))) this.#states.delete(key);
    }
    for (const id of this.#rainSoon.keys()) {
      if (!kept.has(id)) this.#rainSoon.delete(id);
    }
    this.#requestPass();
  }

  /** Nothing is fetched while asleep or offline; coming back makes one catch-up pass. */
  setSystemState(state: Partial<SystemState>): void {
    const wasRunning = this.#canRun();
    this.#system = { ...this.#system, ...state };
    if (!this.#canRun()) this.#clearTimers();
    else if (!wasRunning) this.#requestPass();
  }

  /** "Refresh now": everything shown, whatever its cadence, in one pass however many ask at once. */
  requestRefresh(reason: string): void {
    this.#logger?.info('refresh requested', { reason });
    this.#forceNextPass = true;
    this.#requestPass();
  }

  /** The budget's allowance changed (its owner, the budget book, set it): plan again at once. */
  allowanceChanged(): void {
    this.#requestPass();
  }

  /**
   * The service answers again after it did not: what failed meanwhile failed for that alone, so
   * it is due at once (within the budget) rather than after its backoff. A Retry-After still holds.
   */
  reachableAgain(): void {
    for (const state of this.#states.values()) state.consecutiveFailures = 0;
    this.#requestPass();
  }

  /** Another account may have other products in its plan and no pending Retry-After. */
  accountChanged(): void {
    this.#notInPlan.clear();
    for (const state of this.#states.values()) {
      state.notApplicable = false;
      state.consecutiveFailures = 0;
      state.deferredUntil = 0;
    }
    this.#serviceWaitUntil = 0;
    this.#requestPass();
  }

  status(): ScheduleStatus {
    return this.#statusOf(this.#plan());
  }

  #canRun(): boolean {
    return this.#started && !this.#system.asleep && this.#system.online;
  }

  #requestPass(): void {
    if (!this.#canRun() || this.#passTimer !== undefined) return;
    this.#passTimer = this.#clock.setTimeout(() => {
      this.#passTimer = undefined;
      this.#pass();
    }, this.#coalesceMs);
  }

  #pass(): void {
    if (!this.#canRun()) return;
    const now = this.#clock.now();
    const plan = this.#plan();
    if (now >= this.#serviceWaitUntil) {
      const force = this.#forceNextPass;
      this.#forceNextPass = false;
      // Most valuable first, so that when the allowance runs short it is the least valuable that waits.
      const due = plan.needs.filter((need) => this.#isDue(need, now, force)).sort((a, b) => b.rank - a.rank);
      for (const call of this.#batch(due, plan, now)) this.#launch(call, plan.mode, now);
    }
    this.#scheduleWake(plan);
    this.#reportStatus(plan);
  }

  #isDue(need: PlannedNeed, now: number, force: boolean): boolean {
    const state = this.#state(need);
    if (state.inFlight || state.notApplicable || state.deferredUntil > now) return false;
    if (force) return state.lastAttemptAt === undefined || now - state.lastAttemptAt >= forcedRefreshMinAge;
    return dueAt(state, need.intervalMs) <= now;
  }

  /** Groups due needs into calls: batchable products take along other locations due soon. */
  #batch(due: readonly PlannedNeed[], plan: BudgetPlan, now: number): Call[] {
    const calls: Call[] = [];
    const dueProducts = new Set(due.map((need) => need.product));
    for (const product of dueProducts) {
      const dueHere = due.filter((need) => need.product === product);
      if (!cadenceTable[product].batchable) {
        calls.push(...dueHere.map((need) => ({ product, needs: [need] })));
        continue;
      }
      const joining = plan.needs.filter((need) => {
        if (need.product !== product || dueHere.includes(need)) return false;
        const state = this.#state(need);
        if (state.inFlight || state.notApplicable || state.deferredUntil > now) return false;
        return dueAt(state, need.intervalMs) <= now + Math.min(need.intervalMs * batchSlackShare, longestBatchSlack);
      });
      const together = plan.needs.filter((need) => dueHere.includes(need) || joining.includes(need));
      for (let start = 0; start < together.length; start += maxLocationsPerCall) {
        calls.push({ product, needs: together.slice(start, start + maxLocationsPerCall) });
      }
    }
    return calls;
  }

  /** Charges the call as it leaves, so that concurrent work (tiles, other calls) sees it; settled with what was billed. */
  #launch(call: Call, mode: ScheduleMode, now: number): void {
    const priority = mode === 'essential' ? 'essential' : 'normal';
    const affordable = Math.min(call.needs.length, Math.floor(this.#budget.spendable(priority)));
    for (const need of call.needs.slice(affordable)) this.#state(need).deferredUntil = now + refusedRetryDelay;
    const needs = call.needs.slice(0, affordable);
    if (needs.length === 0) return;
    const charge = this.#budget.charge(needs.length, 'data', priority);
    if (charge === undefined) return;
    for (const need of needs) {
      const state = this.#state(need);
      state.inFlight = true;
      state.lastAttemptAt = now;
    }
    const locations = needs.map((need) => need.location);
    this.#refresher
      .refresh(call.product, locations)
      .catch((error: unknown): RefreshOutcome => {
        this.#logger?.warn('refresher threw', { product: call.product, error: error instanceof Error ? error.name : 'unknown' });
        return { ok: false, hits: 0 };
      })
      .then((outcome) => {
        charge.settle(outcome.hits);
        this.#settle(call.product, locations, outcome);
      });
  }

  #settle(product: Product, locations: readonly LocationRef[], outcome: RefreshOutcome): void {
    const now = this.#clock.now();
    if (outcome.notInPlan === true) this.#notInPlan.add(product);
    else if (outcome.ok) this.#notInPlan.delete(product);
    const notApplicable = new Set(outcome.notApplicable ?? []);
    const rainSoon = outcome.rainSoon === undefined ? undefined : new Set(outcome.rainSoon);
    for (const location of locations) {
      const state = this.#states.get(keyOf(product, location.id));
      if (state === undefined) continue; // the location was removed meanwhile
      state.inFlight = false;
      if (notApplicable.has(location.id)) state.notApplicable = true;
      if (outcome.ok) {
        state.lastSuccessAt = now;
        state.consecutiveFailures = 0;
      } else if (outcome.retryAfterMs === undefined) {
        state.consecutiveFailures += 1;
      }
      if (outcome.ok && rainSoon !== undefined) this.#rainSoonAt(location.id).set(product, rainSoon.has(location.id));
    }
    if (outcome.retryAfterMs !== undefined) {
      this.#serviceWaitUntil = Math.max(this.#serviceWaitUntil, now + outcome.retryAfterMs);
      this.#logger?.warn('the service asked to wait', { product, retryAfterMs: outcome.retryAfterMs });
    } else if (!outcome.ok) {
      this.#logger?.warn('refresh failed', { product, locations: locations.length });
    }
    // Rain, failures and the budget may have changed the plan; answers landing together make one pass.
    this.#requestPass();
  }

  /** One timer, for the earliest due refresh, the end of a service pause, or the budget's new day. */
  #scheduleWake(plan: BudgetPlan): void {
    if (this.#wakeTimer !== undefined) this.#clock.clearTimeout(this.#wakeTimer);
    this.#wakeTimer = undefined;
    const now = this.#clock.now();
    let next = this.#budget.resetsAt();
    for (const need of plan.needs) {
      const state = this.#state(need);
      if (state.inFlight || state.notApplicable) continue;
      next = Math.min(next, dueAt(state, need.intervalMs));
    }
    next = Math.max(next, this.#serviceWaitUntil, now);
    // A pass that wakes early finds nothing due and sets the timer again: no overlong timer needed.
    this.#wakeTimer = this.#clock.setTimeout(() => {
      this.#wakeTimer = undefined;
      this.#pass();
    }, Math.min(next - now, day));
  }

  #plan(): BudgetPlan {
    const needs = currentDemand({
      views: this.#views,
      locations: this.#locations,
      rainNear: (id) => [...(this.#rainSoon.get(id)?.values() ?? [])].includes(true),
      applicable: (product, id) => this.#states.get(keyOf(product, id))?.notApplicable !== true,
      optedIn: this.#optedIn,
    });
    return fitToBudget(needs, {
      spendable: this.#budget.spendable('normal'),
      spendableEssential: this.#budget.spendable('essential'),
      remainingMs: this.#budget.resetsAt() - this.#clock.now(),
    });
  }

  #statusOf(plan: BudgetPlan): ScheduleStatus {
    const now = this.#clock.now();
    const spentToday = this.#budget.spentToday();
    const projectedToday = Math.round(spentToday + plan.projectedRest);
    const resetsAt = this.#budget.resetsAt();
    const serviceWaitMs = this.#serviceWaitUntil - now;
    return {
      allowance: this.#budget.allowance,
      spentToday,
      projectedToday,
      demandPerDay: Math.round(plan.demandPerDay),
      mode: plan.mode,
      explanation: explain({
        mode: plan.mode,
        allowance: this.#budget.allowance,
        projectedToday,
        untilResetMs: resetsAt - now,
        ...(serviceWaitMs > 0 ? { serviceWaitMs } : {}),
      }),
      resetsAt,
      notInPlan: [...this.#notInPlan].sort(),
    };
  }

  #reportStatus(plan: BudgetPlan): void {
    const status = this.#statusOf(plan);
    if (status.mode !== this.#lastMode) {
      this.#logger?.info('refresh schedule mode', { mode: status.mode, spentToday: status.spentToday });
    }
    const notInPlan = status.notInPlan.join(',');
    const explanation = JSON.stringify(status.explanation);
    if (status.mode === this.#lastMode && explanation === this.#lastExplanation && notInPlan === this.#lastNotInPlan) return;
    this.#lastMode = status.mode;
    this.#lastExplanation = explanation;
    this.#lastNotInPlan = notInPlan;
    this.#onStatusChange?.(status);
  }

  #state(need: PlannedNeed): ProductAtLocation {
    const key = keyOf(need.product, need.location.id);
    let state = this.#states.get(key);
    if (state === undefined) {
      state = {
        lastSuccessAt: this.#fetchedAt?.(need.product, need.location.id),
        lastAttemptAt: undefined,
        consecutiveFailures: 0,
        inFlight: false,
        notApplicable: false,
        deferredUntil: 0,
      };
      this.#states.set(key, state);
    }
    return state;
  }

  #rainSoonAt(locationId: string): Map<Product, boolean> {
    let reports = this.#rainSoon.get(locationId);
    if (reports === undefined) {
      reports = new Map();
      this.#rainSoon.set(locationId, reports);
    }
    return reports;
  }

  #clearTimers(): void {
    if (this.#passTimer !== undefined) this.#clock.clearTimeout(this.#passTimer);
    if (this.#wakeTimer !== undefined) this.#clock.clearTimeout(this.#wakeTimer);
    this.#passTimer = undefined;
    this.#wakeTimer = undefined;
  }
}

/** When a product at a location is next due: its interval after the last success, later after failures. */
function dueAt(state: ProductAtLocation, intervalMs: number): number {
  let at = state.lastSuccessAt === undefined ? Number.NEGATIVE_INFINITY : state.lastSuccessAt + intervalMs;
  if (state.consecutiveFailures > 0 && state.lastAttemptAt !== undefined) {
    at = Math.max(at, state.lastAttemptAt + retryDelay(state.consecutiveFailures));
  }
  return Math.max(at, state.deferredUntil);
}

const keySeparator = '\n';

function keyOf(product: Product, locationId: string): string {
  return `${product}${keySeparator}${locationId}`;
}

function locationOfKey(key: string): string {
  return key.slice(key.indexOf(keySeparator) + 1);
}
