/*
 * The bookings domain's API for other domains. No domain depends on bookings: bookings depends on
 * services, members, identity and orders (each through its api.ts) and registers its
 * service-deleted hook with services at startup (bookings/index.ts), so this module exports nothing
 * for other domains.
 */

export {};
