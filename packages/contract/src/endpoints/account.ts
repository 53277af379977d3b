import { accountExportSchema, deleteAccountSchema } from '../account';
import { endpoint } from './define';

/** Your own data: the download of everything held about you, and closing the account. */
export const accountEndpoints = {
  downloadMyData: endpoint({
    id: 'downloadMyData',
    method: 'GET',
    path: '/user/me/export',
    access: 'session',
    tag: 'account',
    summary: 'Download my data: everything KisanSetu holds about the signed-in person, as one JSON file',
    description:
      'Profile, listings, wishlist, the messages of every conversation the caller is part of, buyer requests, ' +
      'saved searches, notifications, the people they blocked and the reports they filed. Sent as an ' +
      // The limit is the server's setting (RATE_LIMIT_EXPORTS_PER_HOUR), which the declaration cannot know.
      'attachment. At most 5 an hour from one address unless the server sets another limit (429 after).',
    data: accountExportSchema,
    errors: [429],
  }),
  deleteMyAccount: endpoint({
    id: 'deleteMyAccount',
    method: 'DELETE',
    path: '/user/me',
    access: 'session',
    tag: 'account',
    summary: 'Delete my account (confirmed by the password or a code sent to the verified phone)',
    description:
      'Closes the account at once: its sessions, sockets and push subscriptions end, its listings leave every ' +
      'list, its wishlist, saved searches, notifications and requests are deleted and its personal fields ' +
      "erased; the other side of a conversation keeps the messages and sees 'Deleted user'. A wrong password " +
      'is a 400 on `password` (5 in 15 minutes, then 429). An account without a password sends `{ code }`, the code ' +
      '`POST user/otp/send` just sent to its verified number; a wrong one is a 400 on `code`.',
    body: deleteAccountSchema,
    errors: [429],
  }),
};
