import type { EmulatorState } from '../../state/types.js';
import { defaultPolicy, serveService, servicesState } from './state.js';
import type { BookingForm, BookingPolicy, BusinessLocation, Category, ScheduleRecord, Service, StaffMember } from './types.js';
import { clone } from '../../state/clone.js';
import { own } from '../../util/safe-keys.js';

/*
 * The services domain's API for other domains: the only module of services that bookings imports
 * (also the read API tests use). Services depends on plans (through plans/api.ts) and on no domain
 * that books it: what bookings does when a service is deleted it registers with `onServiceDeleted`.
 */

export { onServiceDeleted } from './service-deleted.js';
export type { ServiceDeletedHook } from './service-deleted.js';
export type { BookingPolicy, ScheduleRecord, Service, StaffMember } from './types.js';

/** Anything that holds the emulator state: the state itself (a route's `ctx.state`) or an `Emulator`. */
export type ServicesSource = EmulatorState | { state: EmulatorState };

/**
 * The services domain's read API for other domains (bookings, availability) and tests. Every result
 * is a copy; services are served as the API returns them (full `bookingPolicy`, business location
 * details). Stable: other domains depend on it.
 */
export interface ServicesApi {
  /** The service (as served), or `undefined`. */
  getService(serviceId: string): Service | undefined;
  /** Every service, in creation order. */
  listServices(): Service[];
  /** A schedule by its id (`service.schedule.id`), or `undefined`. */
  getSchedule(scheduleId: string): ScheduleRecord | undefined;
  /** The schedule of a service, or `undefined`. */
  getScheduleForService(serviceId: string): ScheduleRecord | undefined;
  /** A booking policy by id, or `undefined`. */
  getPolicy(policyId: string): BookingPolicy | undefined;
  /** The policy of a service (its `bookingPolicy.id`, else the site default), or `undefined` for an unknown service. */
  getPolicyForService(serviceId: string): BookingPolicy | undefined;
  /** The site's default booking policy. */
  defaultPolicy(): BookingPolicy | undefined;
  /** Every booking policy. */
  policies(): BookingPolicy[];
  /** Every staff member. */
  staff(): StaffMember[];
  /** A staff member by `id` or by `resourceId`, or `undefined`. */
  getStaffMember(idOrResourceId: string): StaffMember | undefined;
  /** The staff members who provide a service (by `staffMemberIds`, which hold resource ids). */
  staffForService(serviceId: string): StaffMember[];
  /** Every business location. */
  locations(): BusinessLocation[];
  /** A business location by id, or `undefined`. */
  getLocation(locationId: string): BusinessLocation | undefined;
  /** Every category. */
  categories(): Category[];
  /** Every booking form. */
  forms(): BookingForm[];
  /** The site's IANA time zone (schedules carry their own `timeZone` too). */
  timeZone(): string;
}

const copy = <T>(value: T): T => (value === undefined ? value : clone(value));

/**
 * The services read API over an emulator's state.
 *
 * @example
 * ```ts
 * servicesApi(emulator).getService(DEMO_SERVICE_IDS.vinyasaClass)?.defaultCapacity; // 10
 * ```
 */
export function servicesApi(source: ServicesSource): ServicesApi {
  const read = () => servicesState('domains' in source ? source : source.state);
  const service = (id: string) => own(read().services, id);
  const api: ServicesApi = {
    getService: (id) => {
      const found = service(id);
      return found ? serveService(read(), found) : undefined;
    },
    listServices: () => Object.values(read().services).map((s) => serveService(read(), s)),
    getSchedule: (id) => copy(own(read().schedules, id)),
    getScheduleForService: (id) => {
      const found = service(id);
      return found ? copy(own(read().schedules, found.schedule.id)) : undefined;
    },
    getPolicy: (id) => copy(own(read().policies, id)),
    getPolicyForService: (id) => {
      const found = service(id);
      if (!found) return undefined;
      return copy(own(read().policies, found.bookingPolicy.id) ?? defaultPolicy(read()));
    },
    defaultPolicy: () => copy(defaultPolicy(read())),
    policies: () => copy(Object.values(read().policies)),
    staff: () => copy(Object.values(read().staff)),
    getStaffMember: (id) => copy(Object.values(read().staff).find((m) => m.id === id || m.resourceId === id)),
    staffForService: (id) => {
      const found = service(id);
      if (!found) return [];
      return copy(
        Object.values(read().staff).filter((m) => found.staffMemberIds.includes(m.resourceId) || found.staffMemberIds.includes(m.id)),
      );
    },
    locations: () => copy(Object.values(read().locations)),
    getLocation: (id) => copy(own(read().locations, id)),
    categories: () => copy(Object.values(read().categories)),
    forms: () => copy(Object.values(read().forms)),
    timeZone: () => read().timeZone,
  };
  return api;
}
