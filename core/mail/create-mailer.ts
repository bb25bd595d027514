import type { Config } from '../../config/index.js';
import { LogMailer } from './log-mailer.js';
import type { Mailer } from './mailer.js';
import { SmtpMailer } from './smtp-mailer.js';

export function createMailer(config: Config): Mailer {
  return config.smtpUrl ? new SmtpMailer(config.smtpUrl, config.mailFrom) : new LogMailer(config.mailFrom);
}
