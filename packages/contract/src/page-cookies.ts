/**
 * The cookie the web app sets to the language it shows, so the server writes the next page's first HTML (and its
 * link preview) in that language too.
 */
export const LANGUAGE_COOKIE = 'kisansetu_lang';

/**
 * The cookie the web app sets while data saver is on ('on'), so the server's first HTML of a page shows the photos'
 * stand-ins too; the server also honours a browser's own `Save-Data: on`.
 */
export const DATA_SAVER_COOKIE = 'kisansetu_saver';
