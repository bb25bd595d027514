import pg from 'pg';

/** Creates the database named in `url` when it does not exist yet (embedded first run, fresh servers). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, '')) || 'postgres';
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount)
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`).catch((e) => {
        // created meanwhile by another process (42P04, or 23505 when both inserted at once)
        if (e.code !== '42P04' && e.code !== '23505') throw e;
      });
  } finally {
    await client.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
