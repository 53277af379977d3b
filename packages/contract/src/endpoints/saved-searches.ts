import { z } from 'zod';
import { idParam } from '../fields';
import {
  savedSearchCreateSchema,
  savedSearchListResponseSchema,
  savedSearchResponseSchema,
} from '../saved-search';
import { endpoint } from './define';

/** The caller's saved searches, for any signed-in account. */
export const savedSearchesEndpoints = {
  saveSearch: endpoint({
    id: 'saveSearch',
    method: 'POST',
    path: '/search/saved',
    access: 'session',
    tag: 'saved-searches',
    summary: 'Saves a search; a new listing it finds notifies the caller (at most 10; the 11th is 409)',
    body: savedSearchCreateSchema,
    status: 201,
    data: savedSearchResponseSchema,
    errors: [409],
  }),
  listSavedSearches: endpoint({
    id: 'listSavedSearches',
    method: 'GET',
    path: '/search/saved',
    access: 'session',
    tag: 'saved-searches',
    summary: "The caller's saved searches, newest first",
    data: savedSearchListResponseSchema,
  }),
  deleteSavedSearch: endpoint({
    id: 'deleteSavedSearch',
    method: 'DELETE',
    path: '/search/saved/{id}',
    access: 'session',
    tag: 'saved-searches',
    summary: "Deletes one of the caller's saved searches; another user's is 404",
    params: z.object({ id: idParam }),
  }),
};
