// The baseline of bench/newsletter.mjs: bare express parsing the JSON body and answering the subscribe route's bytes.
import express from 'express';

const [port, body] = process.argv.slice(2);
if (!body) {
  // `npm run bench` runs every script without arguments: this one is started by newsletter.mjs
  console.log('usage: node bench/newsletter-bare.mjs <port> <response json>');
  process.exit(0);
}
const app = express();
app.use(express.json());
app.post('/api/newsletter/subscribe', (_req, res) => res.type('application/json').send(body));
app.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
