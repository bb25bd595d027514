import { Uploads1763800006000 } from './1763800006000-uploads.js';

/** The uploads plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const uploadsMigrations: Function[] = [
  Uploads1763800006000,
];
