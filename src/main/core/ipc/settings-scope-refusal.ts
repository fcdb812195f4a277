import type { InvokeChannel } from '@shared/ipc/channels';
import { fail, type AppError, type ErrorText, type InputIssue } from '@shared/ipc/result';
import { fieldsOutsideScope, type SettingsPatchField } from '@shared/ipc/settings-scope';
import type { AppWindow } from '@shared/ipc/window-channels';
import type { SettingsPatch } from '@shared/settings';
import { settingNameKey } from '@shared/setting-names';

/** The settings a call writes that its window does not own (`settingsScope`); empty for any other call. */
export function settingsOutsideScope(window: AppWindow, channel: InvokeChannel, request: unknown): SettingsPatchField[] {
  return channel === 'settings:update' ? fieldsOutsideScope(window, request as SettingsPatch) : [];
}

function cannotChange(field: SettingsPatchField): ErrorText {
  return { key: 'settingNotThisWindows', values: { setting: { key: settingNameKey(field) } } };
}

/** The refusal of a whole patch, naming each setting the window does not own (the first in the message, every one in the issues). */
export function settingsScopeRefusal(refused: readonly [SettingsPatchField, ...SettingsPatchField[]]): { ok: false; error: AppError } {
  const [first, ...more] = refused;
  const message: ErrorText =
    more.length === 0
      ? cannotChange(first)
      : { key: 'settingsNotThisWindows', values: { setting: { key: settingNameKey(first) }, more: more.length } };
  const issues: InputIssue[] = refused.map((field) => ({ path: field, message: cannotChange(field) }));
  return fail('forbidden', message, { action: 'action.changeInDashboard', issues });
}
