import { bookingsDomain } from './bookings/index.js';
import { identityDomain } from './identity/index.js';
import { membersDomain } from './members/index.js';
import { ordersDomain } from './orders/index.js';
import { plansDomain } from './plans/index.js';
import { servicesDomain } from './services/index.js';
import { systemDomain } from './system/index.js';
import type { DomainModule } from './types.js';

/**
 * Every domain module, in registration order. Domain issues append theirs here
 * (`plansDomain`, `membersDomain`, `bookingsDomain`, ...).
 */
export const domainModules: readonly DomainModule[] = [
  systemDomain,
  membersDomain,
  identityDomain,
  plansDomain,
  ordersDomain,
  servicesDomain,
  bookingsDomain,
];
