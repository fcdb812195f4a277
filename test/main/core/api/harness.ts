import { createApiClient, type ApiClientOptions } from '@main/core/api/api-client';
import type { TokenSource } from '@main/core/api/token-source';
import type { Result } from '@shared/ipc/result';
import { createRecordingLogger } from '../../../support/recording-logger';
import type { ServiceUnderTest } from '../../../service/conformance/service-fixture';

/**
 * A TokenSource over the real service's POST /authorize/token: one token until the client
 * reports it rejected, then a new one. Counts what the client asked of it.
 */
export function serviceTokens(service: ServiceUnderTest, user = 'demo', password = 'demo') {
  let current: string | undefined;
  const rejected: string[] = [];
  const issued: string[] = [];
  const source: TokenSource = {
    async token() {
      if (current === undefined) {
        current = await service.tokenFor(user, password, 24);
        issued.push(current);
      }
      return current;
    },
    async tokenRejected(token) {
      rejected.push(token);
      if (token === current) current = undefined;
    },
  };
  return { source, rejected, issued };
}

/** A sleep that returns at once and remembers what it was asked to wait. */
export function recordingSleep() {
  const requested: number[] = [];
  return {
    requested,
    sleep: async (ms: number) => {
      requested.push(ms);
    },
  };
}

/**
 * A client for tests: no real waiting (sleeps recorded), a limiter high enough to stay out of the
 * way unless a test means to exercise it, and a recording logger.
 */
export function testClient(options: Pick<ApiClientOptions, 'dataBaseUrl' | 'tokens'> & Partial<ApiClientOptions>) {
  const sleeps = recordingSleep();
  const logger = createRecordingLogger();
  const client = createApiClient({
    queriesPerSecond: 1000,
    random: () => 0.5,
    sleep: sleeps.sleep,
    logger,
    ...options,
  });
  return { client, sleeps: sleeps.requested, logger };
}

/** The value of an ok Result; fails the test with the error otherwise. */
export function valueOf<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.kind}: ${result.error.message}`);
  return result.value;
}
