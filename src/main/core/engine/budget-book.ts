import { join } from 'node:path';
import { z } from 'zod';
import type { AppMode } from '@shared/app-info';
import type { Budget } from '@shared/settings';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import { JsonFile } from '../persistence/json-file';
import type { Clock } from '../schedule/clock';
import { RequestBudget, type BudgetLedger } from '../schedule/request-budget';

const count = z.int().min(0);
const ledgerSchema = z.union([
  // mapExtra is absent from the ledgers of versions before the map's share: nothing extra allowed.
  z.strictObject({ day: z.iso.date(), data: count, tiles: count, checked: z.strictObject({ hits: count, own: count }).nullable(), mapExtra: count.default(0) }),
  // Written by earlier versions: `elsewhere` was the service's count beyond the app's own, which is
  // the same fact as a check; read so, an update in the middle of a day keeps its count.
  z
    .strictObject({ day: z.iso.date(), data: count, tiles: count, elsewhere: count })
    .transform(({ day, data, tiles, elsewhere }) => ({
      day,
      data,
      tiles,
      checked: elsewhere === 0 ? null : { hits: data + tiles + elsewhere, own: data + tiles },
      mapExtra: 0,
    })),
]) satisfies z.ZodType<BudgetLedger, unknown>;

export interface BudgetBookOptions {
  directory: string;
  clock: Clock;
  logger: Logger;
  /** The user's daily allowance and the map's share of it, read when a budget is opened. */
  limits: () => Budget;
}

interface Kept {
  budget: RequestBudget;
  file: JsonFile<BudgetLedger>;
}

/**
 * One request budget per data mode, each with today's count saved under userData, so a restart
 * keeps counting. Demo requests cost the account nothing, so they never eat its allowance.
 */
export class BudgetBook {
  readonly #options: BudgetBookOptions;
  readonly #kept = new Map<AppMode, Promise<Kept>>();
  readonly #changed = new Emitter<AppMode>();
  /** A mode's count (or what the map may spend) changed. */
  readonly onDidChange: Event<AppMode> = this.#changed.event;

  constructor(options: BudgetBookOptions) {
    this.#options = options;
  }

  async budget(mode: AppMode): Promise<RequestBudget> {
    let kept = this.#kept.get(mode);
    if (kept === undefined) {
      kept = this.#open(mode);
      this.#kept.set(mode, kept);
    }
    return (await kept).budget;
  }

  async setLimits(limits: Budget): Promise<void> {
    for (const kept of this.#kept.values()) {
      const { budget } = await kept;
      budget.setAllowance(limits.dailyRequests);
      budget.setMapShare(limits.mapSharePercent / 100);
    }
  }

  async flush(): Promise<void> {
    for (const kept of this.#kept.values()) await (await kept).file.flush();
  }

  async #open(mode: AppMode): Promise<Kept> {
    const { directory, clock, logger, limits } = this.#options;
    const file = new JsonFile(join(directory, `request-budget-${mode}.json`), ledgerSchema, logger);
    const ledger = await file.load();
    const budget = new RequestBudget({
      clock,
      allowance: limits().dailyRequests,
      mapShare: limits().mapSharePercent / 100,
      ...(ledger === undefined ? {} : { ledger }),
      onChange: (changed) => {
        file.save(changed);
        this.#changed.fire(mode);
      },
    });
    return { budget, file };
  }
}
