// A simulated day of the refresh schedule on a fake clock, against a naive client that polls every
// product it shows every 5 minutes with the same windows open, and against the daily allowance.
// Run: npx tsx bench/schedule.ts
import { performance } from 'node:perf_hooks';
import { hour, minute, products } from '@main/core/schedule/cadence';
import { defaultDailyAllowance } from '@main/core/schedule/request-budget';
import { popupOpenings, simulateDay, type DayResult, type DayScenario } from '../test/main/core/schedule/day-simulation';

const popup = popupOpenings(8, 5 * minute);
const dashboard = [{ from: 13 * hour, to: 15 * hour }];
/** A shower passing over every location in the afternoon: rain within 2 h from 16:00 to 19:00. */
const afternoonShower = (_location: string, at: number): boolean => at >= 16 * hour && at < 19 * hour;

const cases: { name: string; scenario: DayScenario }[] = [
  { name: '(a) 1 location, tray only, popup 8 x 5 min', scenario: { locations: 1, popup } },
  { name: '(b) (a) + dashboard open 2 h', scenario: { locations: 1, popup, dashboard } },
  { name: '(c) 10 locations, tray + popup + dashboard 2 h', scenario: { locations: 10, popup, dashboard } },
  { name: '(c) with no budget pressure (allowance 10^6)', scenario: { locations: 10, popup, dashboard, allowance: 1e6 } },
  { name: '(a) with a 3 h rain spell', scenario: { locations: 1, popup, rainNear: afternoonShower } },
  { name: '(c) with a 3 h rain spell', scenario: { locations: 10, popup, dashboard, rainNear: afternoonShower } },
];

const row = (cells: readonly (string | number)[]): string =>
  cells.map((cell, index) => (index === 0 ? String(cell).padEnd(48) : String(cell).padStart(10))).join(' ');

console.log(`allowance: ${defaultDailyAllowance} requests a day; popup opened 8 times for 5 min; dashboard 13:00-15:00 UTC\n`);
console.log(row(['case', 'requests', 'calls', 'naive', 'naive/ours', '% allow.', 'nowcast max', 'modes', 'sim ms']));
const results: { name: string; result: DayResult }[] = [];
for (const { name, scenario } of cases) {
  const began = performance.now();
  const result = await simulateDay(scenario);
  const elapsed = performance.now() - began;
  results.push({ name, result });
  console.log(
    row([
      name,
      result.requests,
      result.calls,
      result.naiveRequests,
      (result.naiveRequests / result.requests).toFixed(1) + 'x',
      ((100 * result.requests) / defaultDailyAllowance).toFixed(1) + '%',
      (result.maxNowcastAgeWhilePopupOpenMs / minute).toFixed(1) + ' min',
      [...result.modes].join('+'),
      elapsed.toFixed(0),
    ]),
  );
}

console.log('\nrequests by product');
console.log(row(['case', ...products.map((product) => product.slice(0, 10))]));
for (const { name, result } of results) console.log(row([name, ...products.map((product) => result.requestsByProduct[product])]));

const [a] = results;
const goals = [
  { goal: '(a) at most 400 requests a day', met: a !== undefined && a.result.requests <= 400 },
  { goal: '(a) nowcast never older than 10 min while the popup is open', met: a !== undefined && a.result.maxNowcastAgeWhilePopupOpenMs <= 10 * minute },
  ...results.map(({ name, result }) => ({ goal: `${name}: at most a fifth of naive`, met: result.requests * 5 <= result.naiveRequests })),
];
console.log('\ngoals');
for (const { goal, met } of goals) console.log(`${met ? 'met    ' : 'MISSED '} ${goal}`);
