import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromiumFetch } from '@main/chromium-fetch';
import { installFakeElectron, type FakeElectron } from './fake-electron';

vi.mock('electron', async () => (await import('./fake-electron')).fakeElectronModule());

let electron: FakeElectron;
let server: Server;
let origin: string;
/** Every request the server received: method, path and body. */
const received: string[] = [];

function bodyOf(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      received.push(`${request.method} ${request.url} ${body}`.trim());
      if (request.url === '/moved') {
        response.writeHead(307, { Location: '/elsewhere', 'X-Trace': 'a' });
        response.end();
        return;
      }
      response.writeHead(200, { 'Content-Type': 'application/json', 'X-Echo': request.headers.authorization ?? '' });
      response.end(JSON.stringify({ path: request.url, body }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  electron = installFakeElectron();
  electron.app.ready = true;
  received.length = 0;
});

describe("fetch over Chromium's network stack", () => {
  it('answers a redirect in manual mode as the 3xx with its Location, and does not follow it', async () => {
    const response = await chromiumFetch(`${origin}/moved`, { method: 'POST', body: '{"user":"u"}', redirect: 'manual' });

    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe(`${origin}/elsewhere`);
    expect(received).toEqual(['POST /moved {"user":"u"}']);
  });

  it('sends the method, headers and body, and reads the whole answer, in manual mode', async () => {
    const response = await chromiumFetch(`${origin}/data`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t' },
      body: 'text',
      redirect: 'manual',
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('x-echo')).toBe('Bearer t');
    expect(await response.json()).toEqual({ path: '/data', body: 'text' });
  });

  it('refuses to start once aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('timed out'));

    await expect(chromiumFetch(`${origin}/data`, { redirect: 'manual', signal: controller.signal })).rejects.toThrow('timed out');
    expect(received).toEqual([]);
  });

  it("leaves every other request to net.fetch, whose manual mode Electron cannot use", async () => {
    const response = await chromiumFetch(`${origin}/data`);

    expect(await response.json()).toEqual({ path: '/data', body: '' });
    await expect(electron.net.fetch(`${origin}/moved`, { redirect: 'manual' })).rejects.toThrow('Redirect was cancelled');
  });
});
