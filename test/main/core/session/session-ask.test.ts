import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RequestBudget } from '@main/core/schedule/request-budget';
import { Session, type ApiTuning } from '@main/core/session/session';
import { createRecordingLogger } from '../../../support/recording-logger';
import { startServiceUnderTest, testClock, type ServiceUnderTest } from '../../../service/conformance/service-fixture';
import { FakeClock } from '../schedule/fake-clock';
import { spend } from '../schedule/spend';
import { inEnglishResult } from '../../../support/error-words';

const quick: ApiTuning = { queriesPerSecond: 1000, sleep: async () => undefined, random: () => 0.5, retries: 1 };

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest();
});

afterAll(async () => {
  await service.stop();
});

function sessionWith(allowance: number) {
  const clock = new FakeClock(testClock);
  const budget = new RequestBudget({ clock, allowance });
  const reachability: boolean[] = [];
  const session = new Session({
    mode: 'account',
    address: { dataBaseUrl: service.url },
    credentials: async () => ({ user: 'demo', password: 'demo' }),
    budget,
    logger: createRecordingLogger(),
    now: () => clock.now(),
    api: quick,
    onReachable: (reachable) => reachability.push(reachable),
  });
  return { session, budget, reachability };
}

describe('Session.ask: every call the schedule does not make, counted by the one rule', () => {
  it('counts each successful request, the token request included, and nothing for a refused one', async () => {
    const { session, budget, reachability } = sessionWith(2000);
    const found = await session.ask((client) => client.locationSearch('Helsinki', {}));
    expect(found.ok).toBe(true);
    // The token request and the search.
    expect(budget.ledger().data).toBe(2);
    const refused = await session.ask((client) => client.locationSearch('', {}));
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'badInput' } });
    expect(budget.ledger().data).toBe(2);
    expect(budget.spentToday()).toBe(2);
    expect(reachability).toEqual([true, true, true]);
  });

  it("refuses a window's call without a request once the allowance short of its reserve is spent, but not signing in or the usage", async () => {
    const { session, budget } = sessionWith(100);
    spend(budget, 90, 'data');
    let asked = 0;
    const refused = await session.ask(async (client) => {
      asked += 1;
      return client.locationSearch('Helsinki', {});
    });
    expect(inEnglishResult(refused)).toMatchObject({ ok: false, error: { kind: 'rateLimited', message: expect.stringMatching(/allowance is used up/) } });
    expect(asked).toBe(0);
    expect(budget.spentToday()).toBe(90);

    const usage = await session.ask((client) => client.usageMonth('2026-01'), 'regardless');
    expect(usage.ok).toBe(true);
    expect(budget.spentToday()).toBe(92);
  });
});
