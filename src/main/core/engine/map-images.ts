import { fail, ok, type Result } from '@shared/ipc/result';
import type { FetchedMapImage, FetchMapImage } from '../tiles/tile-provider';
import type { MapImageRequest } from '../tiles/tile-request';
import type { Session } from '../session/session';

/** The tile proxy's fetcher over a session's API client, which adds the token the proxy never sees. */
export function mapImagesOf(session: Session): FetchMapImage<MapImageRequest> {
  return async (request: MapImageRequest, signal?: AbortSignal): Promise<Result<FetchedMapImage>> => {
    const { layerId, colorscheme } = request;
    const cancellable = signal === undefined ? {} : { signal };
    const answer =
      request.kind === 'legend'
        ? await session.client.legend({ layerId, colorscheme }, cancellable)
        : await session.client.fetchTile(
            { layerId, colorscheme, time: request.time, z: request.z, x: request.x, y: request.y },
            {
              ...(request.updated === undefined ? {} : { updated: request.updated }),
              ...(request.windunit === undefined ? {} : { windUnit: request.windunit }),
              ...cancellable,
            },
          );
    if (!answer.ok) {
      // A request the map let go of says nothing about the connection.
      if (signal?.aborted !== true) session.noteFailure(answer.error);
      return answer;
    }
    session.noteSuccess();
    // Never asked conditionally, so "not modified" would be the service's mistake.
    if (answer.value.status !== 'image') return fail('serverError', 'mapNoImage');
    return ok({ bytes: answer.value.bytes });
  };
}
