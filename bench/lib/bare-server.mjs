// The reference: a bare node:http server sending the same bytes with the same content type.
// Usage: node bare-server.mjs FILE PORT
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port] = process.argv.slice(2);
const body = readFileSync(file);
createServer((request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': body.length,
  });
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
