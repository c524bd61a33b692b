/*
 * The orders domain's API for other domains. No domain depends on orders: orders depends on plans,
 * members and identity (each through its api.ts) and gives members its active-subscription check at
 * startup (orders/index.ts), so this module exports nothing for other domains.
 */

export {};
