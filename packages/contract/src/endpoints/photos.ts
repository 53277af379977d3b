import { z } from 'zod';
import { endpoint } from './define';

/** Listing and profile photos, served at the site's root where their URLs point. */
export const photosEndpoints = {
  getPhoto: endpoint({
    id: 'getPhoto',
    method: 'GET',
    path: '/uploads/{name}',
    root: true,
    access: 'public',
    tag: 'photos',
    summary: 'A stored photo: a listing or profile photo (WebP), its card variant as `<key>.card.webp`',
    description: 'Immutable: cached for a year, with an ETag (304 when unchanged).',
    // Any name is taken here: one the image service cannot have made is a 404, as is one it has not stored.
    params: z.object({ name: z.string() }),
    file: ['image/webp'],
  }),
};
