/** The products endpoints; see define.ts for what a declaration holds. */
export const productsEndpoints = {};
