import { setupServer } from 'msw/node';

/**
 * The web tests' network: Mock Service Worker's interceptors answer `fetch` and `XMLHttpRequest` (the photo upload)
 * in Node. Started by setup.ts for every test file; each test adds its handlers (mockFetch, chatServer, or
 * `server.use(...)`), and they are removed after the test. A request no handler takes goes on as before (the chat's
 * socket.io polling has no server in unit tests).
 */
export const server = setupServer();
