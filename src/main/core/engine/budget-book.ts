import { join } from 'node:path';
import { z } from 'zod';
import type { AppMode } from '@shared/app-info';
import type { Budget } from '@shared/settings';
import { Emitter, type Event } from '../events';
import type { Logger } from '../logger';
import { weatherDataBiller, type BillerId } from '../schedule/billers';
import { JsonFile } from '../persistence/json-file';
import type { Clock } from '../schedule/clock';
import { RequestBudget, type BudgetLedger } from '../schedule/request-budget';

const count = z.int().min(0);
const ledgerSchema = z.union([
  // mapExtra is absent from the ledgers of versions before the map's share: nothing extra allowed.
  z.strictObject({
    day: z.iso.date(),
    data: count,
    tiles: count,
    checked: z.strictObject({ hits: count, own: count }).nullable(),
    mapExtra: count.default(0),
    // Absent from the ledgers of versions before the loop's price: no loop agreed yet. Unusable, they
    // are dropped alone (the map asks again), keeping the day's count.
    loops: z.record(z.string().max(200), z.int().min(1)).optional().catch(undefined),
  }),
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
  /** Each biller's daily allowance and the map's share of it, read when its budget is opened: a new biller does not compile without. */
  limits: { readonly [Biller in BillerId]: () => Budget };
}

interface Kept {
  biller: BillerId;
  budget: RequestBudget;
  file: JsonFile<BudgetLedger>;
}

/** The Weather Data Service's ledger keeps the name it always had; another biller's is named after it. */
function ledgerFileName(mode: AppMode, biller: BillerId): string {
  return biller === weatherDataBiller ? `request-budget-${mode}.json` : `request-budget-${mode}-${biller}.json`;
}

/**
 * One request budget per data mode and biller, each with today's count saved under userData, so a
 * restart keeps counting. Demo requests cost the account nothing, so they never eat its allowance;
 * a tile provider billed apart (`TileProvider.biller`) never eats the Weather Data Service's.
 */
export class BudgetBook {
  readonly #options: BudgetBookOptions;
  readonly #kept = new Map<string, Promise<Kept>>();
  readonly #changed = new Emitter<AppMode>();
  /** A mode's count (or what the map may spend) changed. */
  readonly onDidChange: Event<AppMode> = this.#changed.event;

  constructor(options: BudgetBookOptions) {
    this.#options = options;
  }

  async budget(mode: AppMode, biller: BillerId = weatherDataBiller): Promise<RequestBudget> {
    const key = `${mode} ${biller}`;
    let kept = this.#kept.get(key);
    if (kept === undefined) {
      kept = this.#open(mode, biller);
      this.#kept.set(key, kept);
    }
    return (await kept).budget;
  }

  /** New limits for one biller's budgets, in every mode. */
  async setLimits(limits: Budget, biller: BillerId = weatherDataBiller): Promise<void> {
    for (const kept of this.#kept.values()) {
      const { budget, biller: billedBy } = await kept;
      if (billedBy !== biller) continue;
      budget.setAllowance(limits.dailyRequests);
      budget.setMapShare(limits.mapSharePercent / 100);
    }
  }

  async flush(): Promise<void> {
    for (const kept of this.#kept.values()) await (await kept).file.flush();
  }

  async #open(mode: AppMode, biller: BillerId): Promise<Kept> {
    const { directory, clock, logger } = this.#options;
    const limits = this.#options.limits[biller];
    const file = new JsonFile(join(directory, ledgerFileName(mode, biller)), ledgerSchema, logger);
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
    return { biller, budget, file };
  }
}
