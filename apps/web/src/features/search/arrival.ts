/**
 * The history state of a navigation to /search that makes a search (the search form, the home page's search bar, a
 * Most Searched crop): the search page brings its results into view once they are in, once per history entry.
 */
export interface SearchArrivalState {
  focusResults?: boolean;
}

export const SEARCH_ARRIVAL: SearchArrivalState = { focusResults: true };
