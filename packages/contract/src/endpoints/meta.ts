import { metaSchema } from '../meta';
import { endpoint } from './define';

/** What a client needs to know of the server. */
export const metaEndpoints = {
  getMeta: endpoint({
    id: 'getMeta',
    method: 'GET',
    path: '/meta',
    access: 'public',
    tag: 'meta',
    summary: 'Public client configuration',
    data: metaSchema,
  }),
};
