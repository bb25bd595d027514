import { Uploads1763800006000 } from './1763800006000-uploads.js';
import { UploadsSnakeCaseColumns1763800017006 } from './1763800017006-snake-case-columns.js';
import { UploadsSystemOwner1764010005000 } from './1764010005000-system-owner.js';

/** The uploads plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const uploadsMigrations: Function[] = [Uploads1763800006000, UploadsSnakeCaseColumns1763800017006, UploadsSystemOwner1764010005000];
