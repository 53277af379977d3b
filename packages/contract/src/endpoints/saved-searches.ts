/** The saved-searches endpoints; see define.ts for what a declaration holds. */
export const savedSearchesEndpoints = {};
