import type { BridgeApi } from '@shared/ipc/bridge';
import type { CallOf, EventOf } from '@shared/ipc/window-channels';

/** What every window may call and is sent: the app info, the settings and the places. */
export type CommonApi = BridgeApi<CallOf<'popup'> & CallOf<'dashboard'> & CallOf<'map'>, EventOf<'popup'> & EventOf<'dashboard'> & EventOf<'map'>>;

/**
 * The API as code shared by all three windows sees it: no more than every window has, so shared
 * code cannot grant a window another's power. Read at each use, as each window's own api module does.
 */
export const commonApi = (): CommonApi => (window as unknown as { readonly weatherglass: CommonApi }).weatherglass;
