/**
 * The cookie the web app sets to the language it shows, so the server writes the next page's first HTML (and its
 * link preview) in that language too.
 */
export const LANGUAGE_COOKIE = 'kisansetu_lang';
