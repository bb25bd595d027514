import { Pos1764920010000 } from './1764920010000-pos.js';

/** The pos plugin's schema, oldest first (declared in its manifest). A class name is recorded once run: never rename one. */
export const posMigrations: Function[] = [Pos1764920010000];
