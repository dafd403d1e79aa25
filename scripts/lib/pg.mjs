// A fresh, throw-away PostgreSQL database on the server a DATABASE_URL points at, so a run never
// sees another run's (or the unit tests') rows. Dropped again by `drop()`.
import pg from 'pg';

function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** True when a PostgreSQL server answers at `url` within a second or two. */
export async function pgAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** @returns {Promise<{ url: string, name: string, drop: () => Promise<void> }>} */
export async function createFreshDatabase(baseUrl, prefix = 'kavach_run') {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end().catch(() => {});
  }
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
    try {
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
    } catch (err) {
      console.warn(`could not drop database ${name}: ${err.message}`);
    } finally {
      await c.end().catch(() => {});
    }
  };
  return { url: withDatabase(baseUrl, name), name, drop };
}
