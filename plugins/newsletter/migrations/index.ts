import { Newsletter1764500001000 } from './1764500001000-newsletter.js';
import { NewsletterConfirmationSends1764830001000 } from './1764830001000-newsletter-confirmation-sends.js';

/** The newsletter plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const newsletterMigrations: Function[] = [Newsletter1764500001000, NewsletterConfirmationSends1764830001000];
