/** A plain Next.js app, as a user would have it: the packages come from node_modules. */
export default { poweredByHeader: false };
