/* global fetch, FormData */
// The soak's people: accounts made fast (one real sign-up gives a password hash, the rest are inserted with it, then
// every one logs in over HTTP for a real session), and the chat pairs' conversations opened before anyone connects.
// Everything the soak makes is `soak.*@gmail.com`, removed again at the start of the next run.
import pg from 'pg';

const API = '/api/v1';
export const PASSWORD = 'soak-password-1';

/** Removes what earlier soaks left (their users; listings, chats, sessions and wishlists go with them). */
export async function removeEarlierSoakData(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT to_regclass('public.users') IS NOT NULL AS present`);
    if (!rows[0].present) return 0;
    const { rowCount } = await client.query(`DELETE FROM users WHERE email LIKE 'soak.%'`);
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Some listing ids to start browsing from. */
export async function someProductIds(databaseUrl, count = 500) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT id FROM products ORDER BY created_at DESC LIMIT $1`, [count]);
    return rows.map((r) => r.id);
  } finally {
    await client.end();
  }
}

/** Which of `ids` (soak message ids) are stored at all: tells a message never stored from one never delivered. */
export async function storedMessageIds(databaseUrl, ids) {
  if (ids.length === 0) return new Set();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(`SELECT client_id FROM messages WHERE client_id = ANY($1::text[])`, [
      ids,
    ]);
    return new Set(rows.map((r) => r.client_id));
  } finally {
    await client.end();
  }
}

async function post(url, init) {
  const response = await fetch(url, init);
  const body = await response.json().catch(() => null);
  if (!response.ok)
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body)?.slice(0, 300)}`);
  return body;
}

/**
 * `counts` = { name: [role, n] }; returns { name: [{ id, email, password, role, token }] }. One sign-up over HTTP,
 * the rest inserted with its password hash, then each logs in through `baseUrl` (a few at a time: argon2 is slow).
 */
export async function createAccounts(baseUrl, databaseUrl, run, counts) {
  const form = new FormData();
  const firstEmail = `soak.first.${run}@gmail.com`;
  for (const [k, v] of Object.entries({
    fullName: 'Soak First',
    email: firstEmail,
    phoneNumber: '9700000000',
    role: 'user',
    address: 'Karnal, Haryana',
    password: PASSWORD,
    pincode: '132001',
  }))
    form.set(k, v);
  await post(`${baseUrl}${API}/user/register`, { method: 'POST', body: form });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const made = {};
  try {
    const { rows } = await client.query('SELECT password_hash FROM users WHERE email = $1', [firstEmail]);
    const hash = rows[0].password_hash;
    for (const [name, [role, n]] of Object.entries(counts)) {
      const { rows: inserted } = await client.query(
        `INSERT INTO users (id, full_name, email, phone_number, address, role, password_hash)
         SELECT gen_random_uuid(), 'Soak ' || $1 || ' ' || g, lower('soak.' || $1 || '.' || $2 || '.' || g || '@gmail.com'),
                '96' || lpad(g::text, 8, '0'), 'Karnal, Haryana', $3, $4
         FROM generate_series(1, $5::int) g
         RETURNING id, email`,
        [name, run, role, hash, n],
      );
      made[name] = inserted.map((r) => ({ id: r.id, email: r.email, password: PASSWORD, role }));
    }
  } finally {
    await client.end();
  }
  const everyone = Object.values(made).flat();
  for (let i = 0; i < everyone.length; i += 8) {
    await Promise.all(
      everyone.slice(i, i + 8).map(async (account) => {
        const body = await post(`${baseUrl}${API}/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password, role: account.role }),
        });
        account.token = body.data.accessToken;
      }),
    );
  }
  return made;
}

/** Each buyer opens the conversation with its seller (a buyer may start one; then either side may write). */
export async function openConversations(baseUrl, pairs) {
  for (let i = 0; i < pairs.length; i += 10) {
    await Promise.all(
      pairs.slice(i, i + 10).map(({ buyer, seller }) =>
        post(`${baseUrl}${API}/message/send/${seller.id}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ message: 'hello' }),
        }),
      ),
    );
  }
}

export const pairUp = (buyers, sellers) => buyers.map((buyer, i) => ({ buyer, seller: sellers[i] }));
