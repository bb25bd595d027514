import type { ContentService } from './content.service.js';

/** The plugin's service, wired once at start-up (onStart) and used by its controllers and panel resources. */
export const content: { pages: ContentService } = {} as any;
