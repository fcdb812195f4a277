import type { BridgeApi } from '@shared/ipc/bridge';
import type { AppError } from '@shared/ipc/result';
import { untrack } from 'svelte';
import { questionFor } from './answer-key';
import type { HistoryWindow, OnDemandAnswer, OnDemandData, OnDemandProduct } from '@shared/views/on-demand';

export type AnswerOf<P extends OnDemandProduct> = Extract<OnDemandAnswer, { product: P }>;

export type OnDemandStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** The part of a window's API an on-demand product is fetched through: the dashboard's and the map's have it. */
export type WeatherFetchApi = BridgeApi<'weather:fetch', never>;

/**
 * One product a panel shows, fetched through `weather:fetch` when the panel asks for it. Main
 * caches answers briefly, so asking again (another tab, the same location) costs no request.
 * A failure keeps the typed error (a product outside the plan is `notInPlan`) for the panel to explain.
 */
export class OnDemand<P extends OnDemandProduct> {
  readonly product: P;
  readonly #api: () => WeatherFetchApi;
  #answer = $state.raw<AnswerOf<P> | null>(null);
  #error = $state.raw<AppError | null>(null);
  #status = $state<OnDemandStatus>('idle');
  /** The last ask: a slow answer to an earlier one must not replace it. */
  #asked = 0;
  /** The question (`questionFor`) the answer held is for. */
  #answeredFor: string | null = null;

  constructor(product: P, api: () => WeatherFetchApi) {
    this.product = product;
    this.#api = api;
  }

  get answer(): AnswerOf<P> | null {
    return this.#answer;
  }

  get data(): OnDemandData[P] | null {
    return (this.#answer?.data as OnDemandData[P] | undefined) ?? null;
  }

  get error(): AppError | null {
    return this.#error;
  }

  get status(): OnDemandStatus {
    return this.#status;
  }

  async load(locationId: string, history?: HistoryWindow): Promise<void> {
    const asked = ++this.#asked;
    const question = untrack(() => questionFor(locationId));
    // Another place, account, units or language: the old answer is not this question's, so it goes.
    if (question !== this.#answeredFor) this.#answer = null;
    this.#answeredFor = question;
    this.#status = 'loading';
    const answer = await this.#api().weather.fetch({
      locationId,
      product: this.product,
      ...(history === undefined ? {} : { history }),
    });
    if (asked !== this.#asked) return;
    if (answer.ok) {
      this.#answer = answer.value as AnswerOf<P>;
      this.#error = null;
      this.#status = 'ready';
    } else {
      this.#answer = null;
      this.#error = answer.error;
      this.#status = 'failed';
    }
  }
}
