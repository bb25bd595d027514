// connect-pg-simple ships no type declarations; this covers what admin/session.ts uses.
declare module 'connect-pg-simple' {
  import type session from 'express-session';
  import type { Pool } from 'pg';

  interface PgStoreOptions {
    pool?: Pool;
    tableName?: string;
    createTableIfMissing?: boolean;
    ttl?: number;
    pruneSessionInterval?: false | number;
    errorLog?: (...args: unknown[]) => void;
  }

  interface PgStore extends session.Store {
    close(): Promise<void>;
  }

  export default function connectPgSimple(s: typeof session): new (options?: PgStoreOptions) => PgStore;
}
