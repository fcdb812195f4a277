import type { UsageBreakdownItem } from '@shared/api/usage';
import type { UsageGrouping } from '@shared/api/options';
import { endpointName } from './endpoint-names';

export interface BreakdownRow {
  label: string;
  hits: number;
}

const statusMeanings: Record<string, string> = {
  '200': 'OK',
  '304': 'not modified',
  '400': 'bad request',
  '401': 'unauthorized',
  '403': 'not in plan',
  '404': 'not found',
  '406': 'not acceptable',
  '429': 'too many requests',
  '500': 'server error',
  '503': 'unavailable',
};

/** A status code with what it means, so a user can read "429" as being rate limited. */
function statusLabel(code: number | string): string {
  const meaning = statusMeanings[String(code)];
  return meaning === undefined ? String(code) : `${code} (${meaning})`;
}

/**
 * The breakdown as rows to show, in the service's order; items without the grouped key are dropped.
 * Endpoints are named for people (`endpointName`); templates that come out as one name (two
 * spellings of one endpoint, unknown ones read alike) are one row.
 */
export function breakdownRows(items: readonly UsageBreakdownItem[] | undefined, grouping: UsageGrouping): BreakdownRow[] {
  const rows = new Map<string, BreakdownRow>();
  const add = (label: string, hits: number): void => {
    const row = rows.get(label);
    if (row === undefined) rows.set(label, { label, hits });
    else row.hits += hits;
  };
  for (const item of items ?? []) {
    if (grouping === 'endpoint' && item.endpoint !== undefined) add(endpointName(item.endpoint), item.hits);
    if (grouping === 'status_code' && item.status_code !== undefined) add(statusLabel(item.status_code), item.hits);
  }
  return [...rows.values()];
}
