// The baseline of bench/overhead.mjs: bare express answering the same JSON.
import express from 'express';

const [port, body] = process.argv.slice(2);
const payload = JSON.parse(body);
const app = express();
app.get('/record', (_req, res) => res.json(payload));
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
