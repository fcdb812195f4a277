import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { invokeChannels, isInvokeChannel } from '@shared/ipc/channels';
import type { Dispatch } from './core/ipc/dispatcher';
import type { SenderInfo } from './core/ipc/trusted-sender';
import type { WindowIdentities } from './window-identities';

/**
 * The sender as the dispatcher judges it: which window it is comes from its webContents, which
 * main recorded when it created the window; its frame's URL says only where that page is now.
 */
export function senderOf(event: IpcMainInvokeEvent, identities: WindowIdentities): SenderInfo {
  const window = identities.windowOf(event.sender.id);
  try {
    const frame = event.senderFrame;
    return frame === null ? { window, url: undefined, isMainFrame: false } : { window, url: frame.url, isMainFrame: frame.parent === null };
  } catch {
    // Reading a frame that navigated away or closed mid-call throws; treat its sender as gone.
    return { window, url: undefined, isMainFrame: false };
  }
}

/**
 * Answers one contract channel. Only the first argument crosses as the payload; the dispatcher
 * checks sender and payload and returns errors as values, so nothing is thrown back to a page.
 */
export function handle(channel: string, dispatch: Dispatch, identities: WindowIdentities): void {
  if (!isInvokeChannel(channel)) throw new Error(`ipc: "${channel}" is not a contract channel`);
  ipcMain.handle(channel, (event, payload: unknown) => dispatch(channel, payload, senderOf(event, identities)));
}

export function handleContract(dispatch: Dispatch, identities: WindowIdentities): void {
  for (const channel of invokeChannels) handle(channel, dispatch, identities);
}
