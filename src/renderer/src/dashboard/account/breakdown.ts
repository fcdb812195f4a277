import type { UsageBreakdownItem } from '@shared/api/usage';
import type { UsageGrouping } from '@shared/api/options';
import type { AccountMessage } from '@shared/i18n/messages/account';
import { endpointName } from './endpoint-names';
import { accountText as t } from './text';

export interface BreakdownRow {
  label: string;
  hits: number;
}

const statusMeanings: Record<string, AccountMessage> = {
  '200': 'status200',
  '304': 'status304',
  '400': 'status400',
  '401': 'status401',
  '403': 'status403',
  '404': 'status404',
  '406': 'status406',
  '429': 'status429',
  '500': 'status500',
  '503': 'status503',
};

/** A status code with what it means, so a user can read "429" as being rate limited. */
function statusLabel(code: number | string): string {
  const meaning = statusMeanings[String(code)];
  return meaning === undefined ? String(code) : `${code} (${t(meaning)})`;
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
