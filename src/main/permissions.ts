import type { Session } from 'electron';

/** Weatherglass needs no web permission (no camera, location, notifications from pages...). */
export function denyAllPermissions(target: Session): void {
  target.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  target.setPermissionCheckHandler(() => false);
}
