import { loadConfig } from '../../../config/index.js';
import { clock } from '../../../core/clock/clock.js';
import { configureLogger } from '../../../core/log/logger.js';
import { createMailer } from '../../../core/mail/create-mailer.js';
import { LogMailer } from '../../../core/mail/log-mailer.js';
import { MailDeliveryError, type Mailer } from '../../../core/mail/mailer.js';
import { SmtpMailer } from '../../../core/mail/smtp-mailer.js';
import { escapeHtml, mailTemplate, textToHtml } from '../../../core/mail/template.js';
import { freePort } from '../../support/free-port.js';
import { decodeWords, headersOf, partsOf, startSmtpServer, type SmtpTestServer } from './smtp-test-server.js';

const MAIL_FROM = 'Bazaar Shop <no-reply@shop.test>';

async function deliveryError(p: Promise<unknown>): Promise<MailDeliveryError> {
  const e = await p.then(
    () => undefined,
    (err) => err,
  );
  expect(e).toBeInstanceOf(MailDeliveryError);
  return e as MailDeliveryError;
}

beforeAll(() => configureLogger(process.env.TEST_LOG_LEVEL ?? 'silent'));

describe('SMTP mailer (real SMTP server in-process)', () => {
  let smtp: SmtpTestServer;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtpServer({
      refuse: (address) =>
        address.startsWith('gone@')
          ? { code: 550, message: 'No such user' }
          : address.startsWith('busy@')
            ? { code: 451, message: 'Try again later' }
            : undefined,
    });
    mailer = createMailer(loadConfig({ SMTP_URL: smtp.url, MAIL_FROM }));
  });

  afterAll(async () => {
    await mailer?.close();
    await smtp?.close();
  });

  it('is the SMTP implementation when SMTP_URL is set', () => {
    expect(mailer.kind).toBe('smtp');
    expect(mailer).toBeInstanceOf(SmtpMailer);
  });

  it('delivers text and HTML, authenticated, from MAIL_FROM to every recipient', async () => {
    const arrival = smtp.nextMail();
    const sent = await mailer.send({
      to: ['ann@example.test', 'Bob Buyer <bob@example.test>'],
      subject: 'Your order has shipped',
      text: 'Hello Ann, your parcel is on its way.',
      html: '<p>Hello Ann, your parcel is <b>on its way</b>.</p>',
    });
    const mail = await arrival;
    expect(sent.accepted.sort()).toEqual(['ann@example.test', 'bob@example.test']);
    expect(sent.rejected).toEqual([]);
    expect(mail.user).toBe('mailer');
    expect(mail.mailFrom).toBe('no-reply@shop.test');
    expect(mail.rcptTo.sort()).toEqual(['ann@example.test', 'bob@example.test']);
    const headers = headersOf(mail.raw);
    expect(headers.get('from')).toBe('Bazaar Shop <no-reply@shop.test>');
    expect(headers.get('to')).toBe('ann@example.test, Bob Buyer <bob@example.test>');
    expect(headers.get('subject')).toBe('Your order has shipped');
    expect(headers.get('message-id')).toBe(sent.messageId);
    expect(headers.get('content-type')).toMatch(/^multipart\/alternative; boundary=/);
    expect(partsOf(mail.raw)).toEqual([
      { type: 'text/plain', body: 'Hello Ann, your parcel is on its way.' },
      { type: 'text/html', body: '<p>Hello Ann, your parcel is <b>on its way</b>.</p>' },
    ]);
  });

  it('sends a text-only message as text/plain, with non-ASCII subject and body intact', async () => {
    const arrival = smtp.nextMail();
    await mailer.send({ to: 'zoe@example.test', subject: 'Grüße, Zoë — 10 % off', text: 'Schöne Grüße aus dem Bazaar: 10 € Rabatt.' });
    const mail = await arrival;
    const headers = headersOf(mail.raw);
    expect(headers.get('subject')).toMatch(/^=\?UTF-8\?[BQ]\?/i);
    expect(decodeWords(headers.get('subject')!)).toBe('Grüße, Zoë — 10 % off');
    expect(partsOf(mail.raw)).toEqual([{ type: 'text/plain', body: 'Schöne Grüße aus dem Bazaar: 10 € Rabatt.' }]);
  });

  it('carries Reply-To and extra headers such as List-Unsubscribe', async () => {
    const arrival = smtp.nextMail();
    await mailer.send({
      to: 'ann@example.test',
      subject: 'Newsletter',
      text: 'News',
      replyTo: 'support@shop.test',
      headers: { 'List-Unsubscribe': '<https://shop.test/api/newsletter/unsubscribe?token=abc>' },
    });
    const headers = headersOf((await arrival).raw);
    expect(headers.get('reply-to')).toBe('support@shop.test');
    expect(headers.get('list-unsubscribe')).toBe('<https://shop.test/api/newsletter/unsubscribe?token=abc>');
  });

  it('cannot be made to forge headers or add recipients through the subject, an address or a header value', async () => {
    const arrival = smtp.nextMail();
    await mailer.send({ to: 'ann@example.test', subject: 'Hello\r\nBcc: victim@evil.test', text: 'Hi' });
    const mail = await arrival;
    expect(mail.rcptTo).toEqual(['ann@example.test']);
    expect(headersOf(mail.raw).has('bcc')).toBe(false);
    expect(headersOf(mail.raw).get('subject')).toBe('Hello Bcc: victim@evil.test');
    const before = smtp.received.length;
    const badTo = await deliveryError(mailer.send({ to: 'ann@example.test\r\nBcc: victim@evil.test', subject: 'x', text: 'x' }));
    expect(badTo.permanent).toBe(true);
    const badHeader = await deliveryError(
      mailer.send({ to: 'ann@example.test', subject: 'x', text: 'x', headers: { 'X-Evil': 'a\r\nBcc: victim@evil.test' } }),
    );
    expect(badHeader.permanent).toBe(true);
    await deliveryError(mailer.send({ to: [], subject: 'x', text: 'x' }));
    await deliveryError(mailer.send({ to: 'not-an-address', subject: 'x', text: 'x' }));
    await deliveryError(mailer.send({ to: 'ann@example.test', subject: '  ', text: 'x' }));
    expect(smtp.received.length).toBe(before);
  });

  it('a refused recipient (550) is a permanent failure; a temporary one (451) is not', async () => {
    const gone = await deliveryError(mailer.send({ to: 'gone@example.test', subject: 'x', text: 'x' }));
    expect(gone).toMatchObject({ permanent: true, responseCode: 550 });
    const busy = await deliveryError(mailer.send({ to: 'busy@example.test', subject: 'x', text: 'x' }));
    expect(busy).toMatchObject({ permanent: false, responseCode: 451 });
  });

  it('a partly refused message reaches the accepted recipients and reports the refused ones', async () => {
    const arrival = smtp.nextMail();
    const sent = await mailer.send({ to: ['ann@example.test', 'gone@example.test'], subject: 'Partly', text: 'x' });
    expect(sent.accepted).toEqual(['ann@example.test']);
    expect(sent.rejected).toEqual(['gone@example.test']);
    expect((await arrival).rcptTo).toEqual(['ann@example.test']);
  });

  it('wrong credentials are a permanent failure (535)', async () => {
    const wrong = new SmtpMailer(smtp.url.replace(':mail-password@', ':wrong@'), MAIL_FROM);
    try {
      const e = await deliveryError(wrong.send({ to: 'ann@example.test', subject: 'x', text: 'x' }));
      expect(e).toMatchObject({ permanent: true, responseCode: 535 });
      expect(e.message).not.toContain('wrong');
    } finally {
      await wrong.close();
    }
  });

  it('an unreachable server is a temporary failure', async () => {
    const down = new SmtpMailer(`smtp://127.0.0.1:${await freePort()}`, MAIL_FROM);
    try {
      const e = await deliveryError(down.send({ to: 'ann@example.test', subject: 'x', text: 'x' }));
      expect(e.permanent).toBe(false);
      expect(e.responseCode).toBeUndefined();
    } finally {
      await down.close();
    }
  });

  it('delivers a rendered template with the values escaped in the HTML part only', async () => {
    const confirm = mailTemplate<{ name: string; url: string }>({
      subject: 'Confirm your subscription, {{name}}',
      text: 'Hi {{name}},\nconfirm here: {{url}}',
      html: '<p>Hi {{ name }},</p><p><a href="{{url}}">Confirm</a></p>',
    });
    const arrival = smtp.nextMail();
    await mailer.send({ to: 'ann@example.test', ...confirm.render({ name: 'Ann <script>"x"</script>', url: 'https://shop.test/c?a=1&b=2' }) });
    const parts = partsOf((await arrival).raw);
    expect(parts[0]).toEqual({ type: 'text/plain', body: 'Hi Ann <script>"x"</script>,\nconfirm here: https://shop.test/c?a=1&b=2' });
    expect(parts[1]).toEqual({
      type: 'text/html',
      body: '<p>Hi Ann &lt;script&gt;&quot;x&quot;&lt;/script&gt;,</p><p><a href="https://shop.test/c?a=1&amp;b=2">Confirm</a></p>',
    });
  });
});

describe('log mailer (no SMTP_URL)', () => {
  afterEach(() => clock.reset());

  it('is what createMailer builds without SMTP_URL: renders the message and keeps it in the outbox', async () => {
    const mailer = createMailer(loadConfig({ MAIL_FROM }));
    expect(mailer.kind).toBe('log');
    expect(mailer).toBeInstanceOf(LogMailer);
    const outbox = mailer as LogMailer;
    clock.set('2030-05-06T07:08:09.000Z');
    const sent = await mailer.send({
      to: 'Ann <Ann@Example.test>',
      subject: 'Welcome\nto Bazaar',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    expect(sent).toEqual({ messageId: expect.stringMatching(/^<.+@.+>$/), accepted: ['Ann <Ann@Example.test>'], rejected: [] });
    expect(outbox.outbox).toHaveLength(1);
    const mail = outbox.outbox[0];
    expect(mail).toMatchObject({
      messageId: sent.messageId,
      from: MAIL_FROM,
      to: ['Ann <Ann@Example.test>'],
      subject: 'Welcome to Bazaar',
      text: 'Your code is 123456',
      html: '<p>Your code is <b>123456</b></p>',
    });
    expect(mail.sentAt.toISOString()).toBe('2030-05-06T07:08:09.000Z');
    const headers = headersOf(mail.raw);
    expect(headers.get('from')).toBe(MAIL_FROM);
    expect(headers.get('subject')).toBe('Welcome to Bazaar');
    expect(headers.get('message-id')).toBe(sent.messageId);
    expect(partsOf(mail.raw).map((p) => p.body)).toEqual(['Your code is 123456', '<p>Your code is <b>123456</b></p>']);
    expect(outbox.lastTo('ann@example.test')).toBe(mail);
    expect(outbox.lastTo('nn@example.test')).toBeUndefined();
    outbox.clear();
    expect(outbox.outbox).toEqual([]);
  });

  it('keeps only the newest messages, and refuses invalid ones like SMTP does', async () => {
    const mailer = new LogMailer(MAIL_FROM, 3);
    for (let i = 1; i <= 5; i++) await mailer.send({ to: `u${i}@example.test`, subject: `n${i}`, text: 'x' });
    expect(mailer.outbox.map((m) => m.subject)).toEqual(['n3', 'n4', 'n5']);
    expect(mailer.lastTo('u5@example.test')?.subject).toBe('n5');
    const e = await deliveryError(mailer.send({ to: 'a@b.test\nBcc: c@d.test', subject: 'x', text: 'x' }));
    expect(e.permanent).toBe(true);
    expect(mailer.outbox).toHaveLength(3);
  });
});

describe('mail templates', () => {
  it('escapes every HTML special character', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  it('derives the HTML from the text when there is no HTML template, escaped', () => {
    const t = mailTemplate<{ name: string; n: number }>({ subject: 'Hi {{name}}', text: 'Hello {{name}},\nyou have {{n}} items.\n\nBye <3' });
    expect(t.render({ name: 'A&B', n: 3 })).toEqual({
      subject: 'Hi A&B',
      text: 'Hello A&B,\nyou have 3 items.\n\nBye <3',
      html: '<p>Hello A&amp;B,<br>you have 3 items.</p>\n<p>Bye &lt;3</p>',
    });
    expect(textToHtml('one')).toBe('<p>one</p>');
  });

  it('refuses to render with a missing value, and keeps the subject on one line', () => {
    const t = mailTemplate<{ name: string }>({ subject: 'Hi {{name}}', text: 'Code {{code}}' });
    expect(() => t.render({ name: 'x' })).toThrow('{{code}}');
    const s = mailTemplate<{ name: string }>({ subject: 'Hi {{name}}', text: '.' });
    expect(s.render({ name: 'Ann\r\nBcc: x@y.test' }).subject).toBe('Hi Ann Bcc: x@y.test');
  });
});
