import { Addresses1764200002000 } from './1764200002000-addresses.js';

/** The addresses plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const addressesMigrations: Function[] = [Addresses1764200002000];
