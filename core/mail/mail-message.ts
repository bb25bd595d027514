import type { SendMailOptions } from 'nodemailer';
import { MailDeliveryError, type MailMessage } from './mailer.js';

const LINE_BREAK = /[\r\n]/;

function invalid(reason: string): MailDeliveryError {
  return new MailDeliveryError(`invalid mail message: ${reason}`, { permanent: true });
}

/** Checks the message and turns it into nodemailer options (nodemailer does the MIME encoding). */
export function toNodemailer(message: MailMessage): SendMailOptions {
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map((a) => (typeof a === 'string' ? a.trim() : ''));
  if (to.length === 0 || to.some((a) => !a || LINE_BREAK.test(a) || !a.includes('@'))) throw invalid('every recipient must be an address');
  if (typeof message.subject !== 'string' || !message.subject.trim()) throw invalid('subject is required');
  if (typeof message.text !== 'string') throw invalid('text is required');
  if (message.html !== undefined && typeof message.html !== 'string') throw invalid('html must be a string');
  if (message.replyTo !== undefined && (LINE_BREAK.test(message.replyTo) || !message.replyTo.includes('@'))) throw invalid('replyTo must be an address');
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z0-9-]+$/.test(name) || typeof value !== 'string' || LINE_BREAK.test(value)) throw invalid(`header ${name} is not valid`);
  }
  return {
    to,
    // a subject is one line: a line break in it would otherwise be the start of a forged header
    subject: message.subject.replace(/\s+/g, ' ').trim(),
    text: message.text,
    html: message.html,
    replyTo: message.replyTo,
    headers: message.headers,
  };
}
