import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { invokeChannels, isInvokeChannel } from '@shared/ipc/channels';
import type { Dispatch } from './core/ipc/dispatcher';
import type { SenderInfo } from './core/ipc/trusted-sender';

const goneSender: SenderInfo = { url: undefined, isMainFrame: false };

export function senderOf(event: IpcMainInvokeEvent): SenderInfo {
  try {
    const frame = event.senderFrame;
    return frame === null ? goneSender : { url: frame.url, isMainFrame: frame.parent === null };
  } catch {
    // Reading a frame that navigated away or closed mid-call throws; treat its sender as gone.
    return goneSender;
  }
}

/**
 * Answers one contract channel. Only the first argument crosses as the payload; the dispatcher
 * checks sender and payload and returns errors as values, so nothing is thrown back to a page.
 */
export function handle(channel: string, dispatch: Dispatch): void {
  if (!isInvokeChannel(channel)) throw new Error(`ipc: "${channel}" is not a contract channel`);
  ipcMain.handle(channel, (event, payload: unknown) => dispatch(channel, payload, senderOf(event)));
}

export function handleContract(dispatch: Dispatch): void {
  for (const channel of invokeChannels) handle(channel, dispatch);
}
