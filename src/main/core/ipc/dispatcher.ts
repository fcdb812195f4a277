import { isInvokeChannel } from '@shared/ipc/channels';
import { invokeContract, type InvokeHandlers } from '@shared/ipc/contract';
import { fail, type Result } from '@shared/ipc/result';
import { windowChannels, type AppWindow } from '@shared/ipc/window-channels';
import type { Logger } from '../logger';
import { describeIssues, refusalMessage } from './plain-issues';
import { settingsOutsideScope, settingsScopeRefusal } from './settings-scope-refusal';
import { isTrustedSender, showsOwnPage, type AppOrigin, type SenderInfo } from './trusted-sender';

export type Dispatch = (channel: unknown, payload: unknown, sender: SenderInfo) => Promise<Result<unknown>>;

export interface DispatcherOptions {
  handlers: InvokeHandlers;
  appOrigins: readonly AppOrigin[];
  logger: Logger;
}


/**
 * The one gate every invocation passes, whatever the transport: channel, then sender (an app
 * origin's main frame, a window the transport knows by identity, still on that window's own page)
 * and whether that window makes such calls at all, then payload are checked before a handler
 * runs, and nothing a handler throws crosses the boundary.
 */
export function createDispatcher({ handlers, appOrigins, logger }: DispatcherOptions): Dispatch {
  return async (channel, payload, sender) => {
    if (!isInvokeChannel(channel)) {
      logger.warn('ipc: rejected a call on a channel outside the contract', { channel: String(channel).slice(0, 64) });
      return fail('forbidden', 'notInInterface');
    }
    if (!isTrustedSender(sender, appOrigins)) {
      logger.warn('ipc: rejected a call from an untrusted sender', { channel, isMainFrame: sender.isMainFrame });
      return fail('forbidden', 'untrustedSender');
    }
    if (sender.window === null) {
      logger.warn('ipc: rejected a call from a page the app did not open as one of its windows', { channel });
      return fail('forbidden', 'untrustedSender');
    }
    const window: AppWindow = sender.window;
    if (!showsOwnPage(window, sender.url)) {
      logger.warn('ipc: rejected a call from a window that left its own page', { channel, window });
      return fail('forbidden', 'untrustedSender');
    }
    if (!windowChannels[window].calls.has(channel)) {
      logger.warn('ipc: refused a call its window does not make', { channel, window });
      return fail('forbidden', 'windowCannotRequest');
    }
    // With the input in each issue, a value of the wrong kind is told apart from a missing one.
    const parsed = invokeContract[channel].request.safeParse(payload, { reportInput: true });
    if (!parsed.success) {
      const issues = describeIssues(parsed.error);
      return fail('badInput', refusalMessage(issues), { issues });
    }
    const [refused, ...alsoRefused] = settingsOutsideScope(window, channel, parsed.data);
    if (refused !== undefined) {
      logger.warn('ipc: refused settings its window does not own', { window, fields: [refused, ...alsoRefused].join(',') });
      return settingsScopeRefusal([refused, ...alsoRefused]);
    }
    const handler = handlers[channel] as (request: unknown) => Promise<Result<unknown>>;
    try {
      return await handler(parsed.data);
    } catch (error) {
      logger.error('ipc: a handler failed', { channel, error: error instanceof Error ? error.name : typeof error });
      return fail('internal', 'somethingWentWrong');
    }
  };
}
