import { z } from 'zod';
import type { ApiName } from '../http/route';
import type { GroupBy, MonthUsage, RequestRecord, UsageApis } from './accounts';

/** The usage report's API names, in the order the captured report lists them. */
const apiNames = ['Weather API', 'Map API', 'Administrative'] as const satisfies readonly ApiName[];

const count = z.number().int().nonnegative();

const dayTallySchema = z.strictObject({
  /** Billable hits of successful requests, by API. */
  apis: z.partialRecord(z.enum(apiNames), count),
  /** Billable hits by route pattern. */
  endpoints: z.record(z.string(), count),
  /** By status code: the hits of successful requests, one for each other request. */
  statuses: z.record(z.string().regex(/^\d{3}$/), count),
});
type DayTally = z.infer<typeof dayTallySchema>;

/** Each user's tallies by UTC day (YYYY-MM-DD). */
export const usageTalliesSchema = z.record(z.string(), z.record(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), dayTallySchema));
export type UsageTallies = z.infer<typeof usageTalliesSchema>;

type ApiHits = { name: ApiName; hits: number }[];
type Breakdown = NonNullable<UsageApis['breakdown']>;

export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * Requests counted as the specification counts them: only successful requests' hits, by UTC day,
 * API and endpoint. Failed requests are kept only in the status breakdown, so users can see their
 * 429s there.
 */
export class UsageLedger {
  readonly #users: Map<string, Map<string, DayTally>>;

  constructor(tallies: UsageTallies) {
    this.#users = new Map(Object.entries(tallies).map(([user, days]) => [user, new Map(Object.entries(days))]));
  }

  record(user: string, request: RequestRecord): void {
    const tally = this.#tallyFor(user, utcDay(request.at));
    if (request.hits > 0) {
      tally.apis[request.api] = (tally.apis[request.api] ?? 0) + request.hits;
      tally.endpoints[request.endpoint] = (tally.endpoints[request.endpoint] ?? 0) + request.hits;
    }
    const status = String(request.status);
    tally.statuses[status] = (tally.statuses[status] ?? 0) + (request.status < 300 ? request.hits : 1);
  }

  hitsOnDay(user: string, day: string): number {
    return totalHits(this.#users.get(user)?.get(day));
  }

  day(user: string, day: string, groupBy: GroupBy | undefined): UsageApis {
    const tally = this.#users.get(user)?.get(day);
    const usage: UsageApis = { apis: apiHits(tally === undefined ? [] : [tally]), hits: totalHits(tally) };
    if (groupBy !== undefined) usage.breakdown = breakdown(tally === undefined ? [] : [tally], groupBy);
    return usage;
  }

  /** The month's totals and each day of it that saw a request. */
  month(user: string, month: string, groupBy: GroupBy | undefined): MonthUsage {
    const days = [...(this.#users.get(user) ?? new Map<string, DayTally>())]
      .filter(([date]) => date.startsWith(`${month}-`))
      .sort(([a], [b]) => a.localeCompare(b));
    const tallies = days.map(([, tally]) => tally);
    const usage: MonthUsage = {
      apis: apiHits(tallies),
      hits: tallies.reduce((sum, tally) => sum + totalHits(tally), 0),
      daily: days.map(([date, tally]) => ({ date, apis: apiHits([tally]) })),
    };
    if (groupBy !== undefined) usage.breakdown = breakdown(tallies, groupBy);
    return usage;
  }

  snapshot(): UsageTallies {
    return Object.fromEntries([...this.#users].map(([user, days]) => [user, Object.fromEntries(days)]));
  }

  #tallyFor(user: string, day: string): DayTally {
    let days = this.#users.get(user);
    if (days === undefined) {
      days = new Map();
      this.#users.set(user, days);
    }
    let tally = days.get(day);
    if (tally === undefined) {
      tally = { apis: {}, endpoints: {}, statuses: {} };
      days.set(day, tally);
    }
    return tally;
  }
}

function totalHits(tally: DayTally | undefined): number {
  return apiNames.reduce((sum, name) => sum + (tally?.apis[name] ?? 0), 0);
}

/** Every API name, also at zero, as the captured report lists them. */
function apiHits(tallies: readonly DayTally[]): ApiHits {
  return apiNames.map((name) => ({ name, hits: tallies.reduce((sum, tally) => sum + (tally.apis[name] ?? 0), 0) }));
}

function merged(records: readonly Record<string, number>[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) totals.set(key, (totals.get(key) ?? 0) + value);
  }
  return totals;
}

/** Endpoints by hits, most used first; status codes in numeric order. */
function breakdown(tallies: readonly DayTally[], groupBy: GroupBy): Breakdown {
  if (groupBy === 'endpoint') {
    return [...merged(tallies.map((tally) => tally.endpoints))]
      .sort(([endpointA, hitsA], [endpointB, hitsB]) => hitsB - hitsA || endpointA.localeCompare(endpointB))
      .map(([endpoint, hits]) => ({ endpoint, hits }));
  }
  return [...merged(tallies.map((tally) => tally.statuses))]
    .map(([status, hits]) => ({ status_code: Number(status), hits }))
    .sort((a, b) => a.status_code - b.status_code);
}
