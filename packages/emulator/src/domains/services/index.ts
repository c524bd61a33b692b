import type { DomainModule } from '../types.js';
import { registerCalendarEventRoutes } from './calendar-events.js';
import { registerServiceRoutes } from './routes.js';
import { emptyServicesState } from './state.js';

/**
 * The services domain (platform-rules §3): services of every type with their schedules, staff members
 * with working hours, business locations, categories, booking policies and booking forms; the routes
 * of wire.md rows 7-27, the Calendar Events V3 routes class sessions are made with, and the
 * `service_*` webhooks. Its state is `state.domains.services`; other
 * domains read it through {@link servicesApi}.
 */
export const servicesDomain: DomainModule = {
  name: 'services',
  initialState: emptyServicesState,
  register(domain) {
    registerServiceRoutes(domain);
    registerCalendarEventRoutes(domain);
  },
};

export { servicesAdmin, validatePolicy } from './admin.js';
export type { ServicesAdmin, ServicesHost } from './admin.js';
export { servicesApi } from './api.js';
export type { ServicesApi, ServicesSource } from './api.js';
export {
  DEMO_CATEGORY_IDS,
  DEMO_FORM_ID,
  DEMO_LOCATION_IDS,
  DEMO_POLICY_IDS,
  DEMO_SERVICE_IDS,
  DEMO_STAFF_IDS,
  DEMO_STAFF_RESOURCE_IDS,
  demoServicesState,
} from './demo.js';
export type * from './types.js';
