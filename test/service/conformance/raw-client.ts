import { connect, type Socket } from 'node:net';

/** One HTTP answer as it came over the wire. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * A client that writes HTTP by hand over one connection, so a test can do what fetch never does:
 * stop halfway through the headers or the body, or go away mid-request.
 */
export interface RawClient {
  send(text: string): void;
  /** Resolves once the server has sent this text. */
  waitFor(text: string): Promise<void>;
  /** Resolves with everything the server sent, once it has closed the connection. */
  closed: Promise<string>;
  /** Goes away politely (FIN). */
  end(): void;
  /** Goes away rudely (RST). */
  reset(): void;
}

export async function openRawClient(url: string): Promise<RawClient> {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('utf8');
    for (const waiter of waiters.filter((candidate) => received.includes(candidate.text))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  });
  // A reset from either side is an ordinary way for these connections to end.
  socket.on('error', () => undefined);
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return {
    send: (text) => socket.write(text),
    waitFor: (text) =>
      received.includes(text) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ text, resolve })),
    closed,
    end: () => socket.end(),
    reset: () => socket.resetAndDestroy(),
  };
}

/** The answers in what the server sent, in order, without interim `100 Continue`s. */
function parseAnswers(raw: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = raw;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd < 0) throw new Error(`An answer without the end of its headers: ${JSON.stringify(rest)}`);
    const [statusLine = '', ...headerLines] = rest.slice(0, headEnd).split('\r\n');
    const status = Number(statusLine.split(' ')[1]);
    const headers = Object.fromEntries(
      headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const afterHead = rest.slice(headEnd + 4);
    const { body, after } = headers['transfer-encoding'] === 'chunked' ? readChunks(afterHead) : readLength(afterHead, Number(headers['content-length'] ?? 0));
    rest = after;
    if (status !== 100) answers.push({ status, headers, body });
  }
  if (rest !== '') throw new Error(`Bytes after the last answer: ${JSON.stringify(rest)}`);
  return answers;
}

/** The one answer the server sent before it closed; more or none is a failure that lists them. */
export function theOneAnswer(raw: string): RawAnswer {
  const answers = parseAnswers(raw);
  const [answer] = answers;
  if (answer === undefined || answers.length > 1) throw new Error(`Expected one answer, got statuses [${answers.map((each) => each.status).join(', ')}]`);
  return answer;
}

function readLength(text: string, length: number): { body: string; after: string } {
  return { body: text.slice(0, length), after: text.slice(length) };
}

function readChunks(text: string): { body: string; after: string } {
  let body = '';
  let rest = text;
  for (;;) {
    const sizeEnd = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, sizeEnd), 16);
    if (sizeEnd < 0 || Number.isNaN(size)) throw new Error(`A broken chunk: ${JSON.stringify(rest)}`);
    rest = rest.slice(sizeEnd + 2);
    if (size === 0) return { body, after: rest.slice(rest.indexOf('\r\n') + 2) };
    body += rest.slice(0, size);
    rest = rest.slice(size + 2);
  }
}
