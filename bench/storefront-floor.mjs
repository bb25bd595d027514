// The floor of bench/storefront-cached.mjs: bare node http answering each URL with the bytes the service gave for
// it (Content-Type, ETag, body), from memory. argv: port, a JSON file { [url]: { type, etag, body (base64) } }.
import { readFileSync } from 'node:fs';
import http from 'node:http';

const [port, file] = process.argv.slice(2);
if (!file) {
  // `npm run bench` runs every script without arguments: this one is started by storefront-cached.mjs
  console.log('usage: node bench/storefront-floor.mjs <port> <answers.json>');
  process.exit(0);
}
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([url, a]) => {
    const headers = { 'content-type': a.type, 'content-length': Buffer.from(a.body, 'base64').length };
    if (a.etag) headers.etag = a.etag;
    return [url, { headers, body: Buffer.from(a.body, 'base64') }];
  }),
);
http
  .createServer((req, res) => {
    const a = answers.get(req.url);
    if (!a) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, a.headers);
    res.end(a.body);
  })
  .listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
