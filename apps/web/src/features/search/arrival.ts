/**
 * The history state of a navigation to /search that carries a search made elsewhere (the home page's search bar, a
 * Most Searched crop): the search page brings its results into view once they are in, as after its own Search.
 */
export interface SearchArrivalState {
  focusResults?: boolean;
}

export const SEARCH_ARRIVAL: SearchArrivalState = { focusResults: true };
