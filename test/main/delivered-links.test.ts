import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseAppOrigin } from '@main/core/ipc/trusted-sender';
import { guardWebContents } from '@main/web-contents-guard';
import { createRecordingLogger } from '../support/recording-logger';
import { FakeWebContents, installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

const warningLink = 'https://www.weather-authority.example/warnings/123';

describe('links a window opens', () => {
  let electron: FakeElectron;

  beforeEach(() => {
    electron = installFakeElectron();
  });

  it('opens an https link the service delivered in the browser, and nothing else outside the allowlist', () => {
    const contents = new FakeWebContents();
    const delivered = new Set([warningLink, 'http://plain.example/warning']);
    guardWebContents(contents as never, [parseAppOrigin('app://weatherglass')], createRecordingLogger(), () => undefined, (url) =>
      delivered.has(url),
    );

    const answers = [warningLink, 'http://plain.example/warning', 'https://www.weather-authority.example/other'].map((url) =>
      contents.windowOpenHandler?.({ url }),
    );

    expect(answers).toEqual([{ action: 'deny' }, { action: 'deny' }, { action: 'deny' }]);
    expect(electron.shell.openedExternally).toEqual([warningLink]);
  });
});
