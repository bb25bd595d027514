import { ContentService } from './content.service.js';

/** The plugin's service, used by its controllers, its panel and other plugins; configured at start-up (onStart). */
export const content = { pages: new ContentService() };
