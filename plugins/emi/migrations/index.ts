import { Emi1764900001000 } from './1764900001000-emi.js';

/** The EMI plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const emiMigrations: Function[] = [Emi1764900001000];
