import type { UsageBreakdownItem } from '../../../../shared/api/usage';
import type { UsageGrouping } from '../../../../shared/api/options';

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

/** The breakdown as rows to show, in the service's order; items without the grouped key are dropped. */
export function breakdownRows(items: readonly UsageBreakdownItem[] | undefined, grouping: UsageGrouping): BreakdownRow[] {
  const rows: BreakdownRow[] = [];
  for (const item of items ?? []) {
    if (grouping === 'endpoint' && item.endpoint !== undefined) rows.push({ label: item.endpoint, hits: item.hits });
    if (grouping === 'status_code' && item.status_code !== undefined) rows.push({ label: statusLabel(item.status_code), hits: item.hits });
  }
  return rows;
}
