import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

// The demo business's appointment slots that the bookings tests (bookings and react) book and move.

/** Where the demo's appointments happen: New York time, at the business. */
export const DEMO_SLOT_PLACE = { timezone: 'America/New_York', location: { locationType: 'OWNER_BUSINESS' as const } };

/** A Monday (2026-03-02) slot of one service's schedule, from `start` to `end` (`HH:MM`, local time). */
export const mondaySlot = (serviceId: string, scheduleId: string) => (start: string, end: string) => ({
  serviceId,
  scheduleId,
  startDate: `2026-03-02T${start}:00`,
  endDate: `2026-03-02T${end}:00`,
  ...DEMO_SLOT_PLACE,
});

/** The demo private session's Monday slots (`yoga('09:00', '10:00')`). */
export const yoga = mondaySlot(DEMO_SERVICE_IDS.privateSession, 'a1000000-0000-4000-8000-000000000001');
/** The demo consultation's Monday slots. */
export const consult = mondaySlot(DEMO_SERVICE_IDS.consultation, 'a1000000-0000-4000-8000-000000000002');
