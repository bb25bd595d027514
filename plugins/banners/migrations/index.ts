import { Banners1764600001000 } from './1764600001000-banners.js';
import { BannerEvents1764700001000 } from './1764700001000-banner-events.js';
import { BannerChangeFeed1764700002000 } from './1764700002000-banner-change-feed.js';
import { TargetingChangeFeed1764830003000 } from './1764830003000-targeting-change-feed.js';

/** The banners plugin's schema, oldest first (declared in its manifest). A class name (`<Name><timestamp>`) is recorded once run: never rename one. */
export const bannersMigrations: Function[] = [Banners1764600001000, BannerEvents1764700001000, BannerChangeFeed1764700002000, TargetingChangeFeed1764830003000];
