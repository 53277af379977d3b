/** The account endpoints; see define.ts for what a declaration holds. */
export const accountEndpoints = {};
