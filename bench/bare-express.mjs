// The baseline of bench/overhead.mjs: bare express answering the same JSON. With a third argument `born`, its
// server makes requests with express's prototypes from the start, as the service does (core/http/born-express.ts,
// from dist/): the floor of the route layer's own cost, without what express's per-request prototype swap costs.
import http from 'node:http';
import express from 'express';

const [port, body, mode] = process.argv.slice(2);
const payload = JSON.parse(body);
const app = express();
app.get('/record', (_req, res) => res.json(payload));
const options = mode === 'born' ? (await import('../dist/core/http/born-express.js')).bornExpress(app) : {};
http.createServer(options, app).listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
