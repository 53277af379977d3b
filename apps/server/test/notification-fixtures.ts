import type { FastifyInstance } from 'fastify';
import type { Notification, NotificationList, SavedSearch, SavedSearchInput } from '@kisansetu/contract';

/** GET notification/list as the holder of `cookie`; fails the test on anything but 200. */
export async function listNotifications(
  app: FastifyInstance,
  cookie: string,
  page = 1,
): Promise<NotificationList> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/notification/list?page=${page}`,
    headers: { cookie },
  });
  if (response.statusCode !== 200) throw new Error(`list failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: NotificationList }>().data;
}

/**
 * Waits (at most 5 s) until the user's notifications satisfy `done`: matching runs in the background after the write
 * that caused it, so a test asks again rather than expecting it on the write's answer.
 */
export async function notificationsWhen(
  app: FastifyInstance,
  cookie: string,
  done: (notifications: Notification[]) => boolean,
): Promise<Notification[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const { notifications } = await listNotifications(app, cookie);
    if (done(notifications)) return notifications;
    if (Date.now() > deadline)
      throw new Error(`notifications never matched: ${JSON.stringify(notifications)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** POST search/saved. */
export function postSavedSearch(app: FastifyInstance, cookie: string | undefined, body: SavedSearchInput) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/search/saved',
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

/** Saves a search and returns it; fails the test when refused. */
export async function saveSearch(
  app: FastifyInstance,
  cookie: string,
  body: SavedSearchInput,
): Promise<SavedSearch> {
  const response = await postSavedSearch(app, cookie, body);
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
  return response.json<{ data: { savedSearch: SavedSearch } }>().data.savedSearch;
}
