import { fail, ok, type Result } from '@shared/ipc/result';
import type { Settings } from '@shared/settings';
import type { MapBudgetView } from '@shared/views/map-budget';
import type { EventSink } from '../event-sink';
import type { RequestBudget } from '../schedule/request-budget';
import type { Sessions } from './sessions';

/** Each "allow more today" lets the map spend another tenth of the daily allowance. */
const moreStepFraction = 0.1;

function moreStep(budget: RequestBudget): number {
  return Math.min(Math.ceil(budget.allowance * moreStepFraction), budget.spendable('normal'));
}

export function mapBudgetView(budget: RequestBudget, sharePercent: number): MapBudgetView {
  const { allowed, spent, extraToday } = budget.mapSpending();
  return { allowed, spent, extraToday, sharePercent, moreStep: moreStep(budget), resetsAt: budget.resetsAt() };
}

/** The user's "allow more today": never past the allowance itself, whose reserve keeps the tray's refreshes. */
export function allowMapMoreToday(budget: RequestBudget, sharePercent: number): Result<MapBudgetView> {
  const step = moreStep(budget);
  if (step <= 0) {
    return fail('rateLimited', 'mapAllowanceSpent', { action: 'action.mapAfterMidnight' });
  }
  budget.allowMapMore(step);
  return ok(mapBudgetView(budget, sharePercent));
}

export interface MapBudgetAnnouncerOptions {
  /** The session in use, whose budget the map spends; none before a session runs. */
  sessions: Pick<Sessions, 'current'>;
  settings: { readonly current: Settings };
  emit: EventSink;
}

/**
 * Tells the map window its share (`map:budgetChanged`) after a change of the budget in use. A charge
 * and its settling often come in one turn: the map hears of them once. Not on the clock's timers,
 * which the schedule's own run on: the map's events must not move its refreshes.
 */
export class MapBudgetAnnouncer {
  readonly #options: MapBudgetAnnouncerOptions;
  #queued = false;

  constructor(options: MapBudgetAnnouncerOptions) {
    this.#options = options;
  }

  budgetChanged(): void {
    if (this.#queued) return;
    this.#queued = true;
    queueMicrotask(() => {
      this.#queued = false;
      const { sessions, settings, emit } = this.#options;
      const inUse = sessions.current?.budget;
      if (inUse !== undefined) emit('map:budgetChanged', mapBudgetView(inUse, settings.current.budget.mapSharePercent));
    });
  }
}
