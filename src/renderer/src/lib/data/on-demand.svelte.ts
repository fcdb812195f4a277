import type { BridgeApi } from '@shared/ipc/bridge';
import type { AppError, Result } from '@shared/ipc/result';
import { untrack } from 'svelte';
import { questionFor } from './answer-key';
import { LatestAnswer } from './latest-answer.svelte';
import type { HistoryWindow, OnDemandAnswer, OnDemandData, OnDemandProduct } from '@shared/views/on-demand';

export type AnswerOf<P extends OnDemandProduct> = Extract<OnDemandAnswer, { product: P }>;

export type OnDemandStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The part of a window's API an on-demand product is fetched through: the dashboard's and the map's have it. */
export type WeatherFetchApi = BridgeApi<'weather:fetch', never>;

interface OnDemandQuestion {
  locationId: string;
  history: HistoryWindow | undefined;
  /** `questionFor(locationId)`: what else the answer depends on (account, units, language). */
  question: string | null;
}

function sameHistory(a: HistoryWindow | undefined, b: HistoryWindow | undefined): boolean {
  return a?.date === b?.date && a?.days === b?.days;
}

/**
 * One product a panel shows, fetched through `weather:fetch` when the panel asks for it. Main
 * caches answers briefly, so asking again (another tab, the same location) costs no request.
 * A failure keeps the typed error (a product outside the plan is `notInPlan`) for the panel to explain.
 */
export class OnDemand<P extends OnDemandProduct> {
  readonly product: P;
  readonly #latest: LatestAnswer<OnDemandQuestion, AnswerOf<P>>;

  constructor(product: P, api: () => WeatherFetchApi) {
    this.product = product;
    this.#latest = new LatestAnswer(
      ({ locationId, history }) =>
        api().weather.fetch({ locationId, product, ...(history === undefined ? {} : { history }) }) as Promise<Result<AnswerOf<P>>>,
    );
  }

  /** The latest answer; null after a failure, which the panel explains instead. */
  get answer(): AnswerOf<P> | null {
    return this.#latest.error === null ? this.#latest.value : null;
  }

  get data(): OnDemandData[P] | null {
    return (this.answer?.data as OnDemandData[P] | undefined) ?? null;
  }

  get error(): AppError | null {
    return this.#latest.error;
  }

  get status(): OnDemandStatus {
    if (this.#latest.loading) return 'loading';
    if (this.#latest.error !== null) return 'failed';
    return this.#latest.value === null ? 'idle' : 'ready';
  }

  /**
   * Whether the latest ask was this question (`questionFor`) and history window. Not state, so
   * an effect that asks does not follow its own asking.
   */
  asked(question: string, history: HistoryWindow | undefined): boolean {
    const asked = this.#latest.asked;
    return asked !== undefined && asked.question === question && sameHistory(asked.history, history);
  }

  async load(locationId: string, history?: HistoryWindow): Promise<void> {
    const question = untrack(() => questionFor(locationId));
    // Another place, account, units or language: the old answer is not this question's, so it goes.
    if (question !== this.#latest.asked?.question) this.#latest.clear();
    await this.#latest.load({ locationId, history, question });
  }
}
