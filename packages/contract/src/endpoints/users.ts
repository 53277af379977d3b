/** The users endpoints; see define.ts for what a declaration holds. */
export const usersEndpoints = {};
