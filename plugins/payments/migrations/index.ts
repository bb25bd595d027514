import { Payments1764810001000 } from './1764810001000-payments.js';
import { AttemptVersion1764840020000 } from './1764840020000-attempt-version.js';
import { CounterMethods1764920003000 } from './1764920003000-counter-methods.js';

/** The payments plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const paymentsMigrations: Function[] = [Payments1764810001000, AttemptVersion1764840020000, CounterMethods1764920003000];
