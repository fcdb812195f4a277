// The baseline: the least a Node HTTP server can do, answering one fixed JSON body — the bytes of
// the file named on the command line, so it sends as much as the endpoint it is compared with.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const bodyFile = process.argv[2];
if (bodyFile === undefined) throw new Error('usage: fixed-body-server.ts <file with the body to answer>');
const body = readFileSync(bodyFile);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end(body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
