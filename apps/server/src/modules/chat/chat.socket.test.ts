import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, SESSION_COOKIE, SOCKET_ID_HEADER } from '@kisansetu/contract';
import { chatCall, send, signUpCast, type ChatCast } from '../../../test/chat-fixtures';
import { signUpAndLogIn } from '../../../test/fixtures';
import {
  connectClient,
  expectRefused,
  listen,
  settle,
  TestClient,
  type ConnectOptions,
} from '../../../test/socket-client';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/config';
import { createTestContext, openTestDatabase, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
let baseUrl: string;
let cast: ChatCast;
const open: TestClient[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  baseUrl = await listen(ctx.app);
  cast = await signUpCast(ctx.app);
});
afterEach(() => {
  for (const client of open.splice(0)) client.close();
});
afterAll(() => ctx.close());

async function connect(options: ConnectOptions): Promise<TestClient> {
  const client = await connectClient(baseUrl, options);
  open.push(client);
  return client;
}

describe('the socket.io handshake', () => {
  it.each([
    ['no session at all', {}],
    ['a made-up cookie', { cookie: `${SESSION_COOKIE}=made-up-session-token-0123456789` }],
    ['a made-up auth.token', { token: 'made-up-session-token-0123456789' }],
    ['only a userID query', { query: { userID: '01890000-0000-7000-8000-000000000000' } }],
  ])('refuses %s', async (_name, options) => {
    const error = await expectRefused(baseUrl, options);
    expect(error.message).toBe('unauthorized');
    expect(error.data).toEqual({ code: 'unauthorized', message: SERVER_MESSAGES.unauthorized });
  });

  it('refuses a logged-out session', async () => {
    const leaving = await signUpAndLogIn(ctx.app, 'seller');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: leaving.cookie } });
    expect((await expectRefused(baseUrl, { cookie: leaving.cookie })).message).toBe('unauthorized');
  });

  it('refuses a page of another origin riding the cookie', async () => {
    const error = await expectRefused(baseUrl, {
      cookie: cast.buyer.cookie,
      transports: ['websocket'],
      extraHeaders: { origin: 'https://evil.example' },
    });
    expect(error.message).toMatch(/websocket error|xhr poll error/);
  });

  it('accepts the session cookie (polling, then the websocket upgrade), same-origin pages and auth.token', async () => {
    const byCookie = await connect({ cookie: cast.buyer.cookie });
    await byCookie.until(() => byCookie.socket.io.engine.transport.name === 'websocket', 'websocket upgrade');
    await connect({ cookie: cast.buyer.cookie, extraHeaders: { origin: baseUrl } });
    await connect({ token: cast.buyer.token, transports: ['websocket'] });
  });
});

describe('newMessage', () => {
  it('reaches the receiver and the sender’s other tabs at once, and nobody else', async () => {
    const { buyer, seller, otherBuyer } = cast;
    const [sendingTab, otherTab, sellerTab, outsider] = await Promise.all([
      connect({ cookie: buyer.cookie }),
      connect({ cookie: buyer.cookie }),
      connect({ cookie: seller.cookie }),
      connect({ cookie: otherBuyer.cookie }),
    ]);
    const startedAt = performance.now();
    const response = await chatCall(
      ctx.app,
      'POST',
      `message/send/${seller.user._id}`,
    )(buyer, {
      payload: { message: 'Is the onion crop ready?', clientId: 'tab-1' },
      headers: { [SOCKET_ID_HEADER]: sendingTab.socket.id! },
    });
    const stored = response.json().data.message;
    expect(await sellerTab.message((m) => m._id === stored._id)).toEqual(stored);
    const latencyMs = performance.now() - startedAt;
    expect(await otherTab.message((m) => m._id === stored._id)).toEqual(stored);
    await settle();
    // The tab that sent it has it from the HTTP response; the outsider never sees it.
    expect(sendingTab.messages).toEqual([]);
    expect(outsider.messages).toEqual([]);
    expect(latencyMs).toBeLessThan(1_000);
  });

  it("goes to every one of the sender's tabs when no socket id is given, and a retry emits nothing again", async () => {
    const { buyer, seller } = cast;
    const [tab, sellerTab] = await Promise.all([
      connect({ cookie: buyer.cookie }),
      connect({ cookie: seller.cookie }),
    ]);
    const first = await send(ctx.app, buyer, seller.user._id, 'Second question', 'retry-socket');
    await tab.message((m) => m._id === first._id);
    await sellerTab.message((m) => m._id === first._id);
    await send(ctx.app, buyer, seller.user._id, 'Second question', 'retry-socket');
    await settle();
    expect(sellerTab.messages.filter((m) => m._id === first._id)).toHaveLength(1);
  });

  it("never lets a userID query listen to someone else's messages", async () => {
    const { buyer, seller } = cast;
    const spoofer = await connect({ cookie: cast.otherBuyer.cookie, query: { userID: seller.user._id } });
    const sellerTab = await connect({ cookie: seller.cookie });
    const message = await send(ctx.app, buyer, seller.user._id, 'Only for the farmer');
    await sellerTab.message((m) => m._id === message._id);
    await settle();
    expect(spoofer.messages).toEqual([]);
  });

  it("ignores a socket id header naming someone else's tab", async () => {
    const { buyer, seller } = cast;
    const sellerTab = await connect({ cookie: seller.cookie });
    const response = await chatCall(
      ctx.app,
      'POST',
      `message/send/${seller.user._id}`,
    )(buyer, {
      payload: { message: 'Trying to hide this from the farmer' },
      headers: { [SOCKET_ID_HEADER]: sellerTab.socket.id! },
    });
    await sellerTab.message((m) => m._id === response.json().data.message._id);
  });
});

describe('getOnlineUsers', () => {
  it('shows contacts coming online, staying online while one tab is left, and going offline', async () => {
    const { buyer, seller, otherBuyer } = await signUpCast(ctx.app);
    await send(ctx.app, buyer, seller.user._id, 'Hello');
    const sellerTab = await connect({ cookie: seller.cookie });
    expect(sellerTab.online).toEqual([]);

    const buyerTab = await connect({ cookie: buyer.cookie });
    expect(buyerTab.online).toEqual([seller.user._id]);
    await sellerTab.onlineIs([buyer.user._id]);

    // Someone who has no conversation with the seller is never in their list, nor they in theirs.
    const outsider = await connect({ cookie: otherBuyer.cookie });
    expect(outsider.online).toEqual([]);

    const secondTab = await connect({ cookie: buyer.cookie });
    expect(secondTab.online).toEqual([seller.user._id]);
    buyerTab.close();
    await settle();
    expect(sellerTab.online).toEqual([buyer.user._id]);

    secondTab.close();
    await sellerTab.onlineIs([]);
    expect(sellerTab.onlineLists.flat()).not.toContain(otherBuyer.user._id);
  });

  it('updates both lists when a first message makes two online users contacts', async () => {
    const { buyer, seller } = await signUpCast(ctx.app);
    const [buyerTab, sellerTab] = await Promise.all([
      connect({ cookie: buyer.cookie }),
      connect({ cookie: seller.cookie }),
    ]);
    expect([buyerTab.online, sellerTab.online]).toEqual([[], []]);
    await send(ctx.app, buyer, seller.user._id, 'First contact');
    await buyerTab.onlineIs([seller.user._id]);
    await sellerTab.onlineIs([buyer.user._id]);
  });

  it('reports the session user, not a spoofed userID, as online', async () => {
    const { buyer, seller, otherBuyer } = await signUpCast(ctx.app);
    await send(ctx.app, buyer, seller.user._id, 'Hello');
    const sellerTab = await connect({ cookie: seller.cookie });
    await connect({ cookie: otherBuyer.cookie, query: { userID: buyer.user._id } });
    await settle();
    expect(sellerTab.online).toEqual([]);
  });
});

describe('closing the app', () => {
  it('drops the sockets so that clients reconnect, and closes promptly', async () => {
    const own = await createTestContext();
    const url = await listen(own.app);
    const buyer = await signUpAndLogIn(own.app, 'user');
    const client = new TestClient(url, { cookie: buyer.cookie });
    await client.ready();
    await client.until(() => client.socket.io.engine.transport.name === 'websocket', 'websocket upgrade');
    const disconnected = new Promise<string>((resolve) => client.socket.on('disconnect', resolve));
    const startedAt = performance.now();
    await own.close();
    expect(performance.now() - startedAt).toBeLessThan(5_000);
    // A dropped transport, not a server "disconnect": the client's reconnection (to this or another process) stays on.
    expect(await disconnected).toBe('transport close');
  });
});

describe('a session that ends while its socket is open', () => {
  it('is disconnected at the next session check (logout, password change, expiry)', async () => {
    const database = await openTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: ctx.dataDir,
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      WEB_DIST: ctx.config.webDist,
    });
    const app = await buildApp({ config, database, realtime: { sessionRecheckMs: 100 } });
    try {
      const url = await listen(app);
      const leaving = await signUpAndLogIn(app, 'user');
      const staying = await signUpAndLogIn(app, 'seller');
      const [leavingTab, stayingTab] = await Promise.all([
        connectClient(url, { cookie: leaving.cookie }),
        connectClient(url, { cookie: staying.cookie }),
      ]);
      const disconnected = new Promise<string>((resolve) => leavingTab.socket.on('disconnect', resolve));
      await app.inject({ method: 'POST', url: '/api/v1/user/logout', headers: { cookie: leaving.cookie } });
      // The server ends it (no automatic reconnection with a dead session); other sessions stay connected.
      expect(await disconnected).toBe('io server disconnect');
      await settle(300);
      expect(stayingTab.socket.connected).toBe(true);
      stayingTab.close();
    } finally {
      await app.close();
      await database.close();
    }
  });
});
