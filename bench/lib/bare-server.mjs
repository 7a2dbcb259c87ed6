// The reference: a bare node:http server sending the same bytes. Usage:
//   node bare-server.mjs FILE PORT            two headers: content type and length
//   node bare-server.mjs FILE PORT HEADERS    the headers of HEADERS (a JSON list of [name, value]
//                                             as the API sent them, hop-by-hop ones left out)
// The second is the fair reference for the API: writing ~20 headers per answer is part of the cost.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [file, port, headersFile] = process.argv.slice(2);
const body = readFileSync(file);
// A flat [name, value, name, value, …] list: written as given, in order, repeated names kept.
const headers = headersFile
  ? JSON.parse(readFileSync(headersFile, 'utf8')).flat()
  : { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
createServer((request, response) => {
  response.writeHead(200, headers);
  response.end(body);
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
