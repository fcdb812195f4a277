import type { BoundingBox } from '@shared/api/options';
import { ok, type Result } from '@shared/ipc/result';
import { hurricaneCadenceMs, lightningCadenceMs, lightningCovers, type HurricanesView, type LightningView } from '@shared/views/storms';
import { AnswerCache } from './answer-cache';
import type { BilledSession } from './on-demand';

/** A few screens of views, each box snapped to whole degrees. */
const maxLightningBoxes = 50;

/**
 * The box widened to whole degrees, so views that differ by a small pan (or a window a few pixels
 * wider) share one answer; the flashes outside the view are the map's to leave out.
 */
export function snappedBox(box: BoundingBox): BoundingBox {
  return {
    minLon: Math.max(-180, Math.floor(box.minLon)),
    minLat: Math.max(-90, Math.floor(box.minLat)),
    maxLon: Math.min(180, Math.ceil(box.maxLon)),
    maxLat: Math.min(90, Math.ceil(box.maxLat)),
  };
}

/**
 * The map's storm overlays: the current hurricanes and the lightning flashes of a view. Each is a
 * request from the map's share of the day, as its tiles are; an answer is kept for the data's own
 * cadence, so reopening the overlay or the window within it costs nothing.
 */
export class StormOverlays {
  readonly #now: () => number;
  readonly #hurricanes: AnswerCache<HurricanesView>;
  readonly #lightning: AnswerCache<LightningView>;

  constructor(now: () => number) {
    this.#now = now;
    this.#hurricanes = new AnswerCache(now, 2);
    this.#lightning = new AnswerCache(now, maxLightningBoxes);
  }

  hurricanes(session: BilledSession): Promise<Result<HurricanesView>> {
    return this.#hurricanes.get(session.mode, hurricaneCadenceMs, async () => {
      const answer = await session.ask((client) => client.hurricanes(), 'withinAllowance', 'tiles');
      return answer.ok ? ok({ collection: answer.value, fetchedAt: new Date(this.#now()).toISOString() }) : answer;
    });
  }

  /** Outside the satellites' coverage the service has no flashes: answered empty, with no request. */
  lightning(session: BilledSession, box: BoundingBox): Promise<Result<LightningView>> {
    const snapped = snappedBox(box);
    if (!lightningCovers(snapped)) return Promise.resolve(ok({ flashes: [], asOf: new Date(this.#now()).toISOString() }));
    const key = [session.mode, snapped.minLon, snapped.minLat, snapped.maxLon, snapped.maxLat].join('|');
    return this.#lightning.get(key, lightningCadenceMs, async () => {
      const answer = await session.ask((client) => client.lightning(snapped), 'withinAllowance', 'tiles');
      return answer.ok ? ok({ flashes: answer.value.flashes, asOf: new Date(this.#now()).toISOString() }) : answer;
    });
  }
}
