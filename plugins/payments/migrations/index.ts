import { Payments1764810001000 } from './1764810001000-payments.js';

/** The payments plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const paymentsMigrations: Function[] = [Payments1764810001000];
