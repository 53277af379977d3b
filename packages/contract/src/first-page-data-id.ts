/**
 * The id of the `<script type="application/json">` element in the first HTML of /description/{id}, /product and a
 * seller's profile (contract "Pages for people and for link previews"): the answer the page's first API call would
 * get (first-page-data.ts), so the app shows it at once instead of asking again. A module of its own, without zod:
 * the web's first route reads it and must not pull in the schemas.
 */
export const FIRST_PAGE_DATA_ID = 'ks-first-data';
