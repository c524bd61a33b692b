import { describe, expect, it } from 'vitest';
import {
  bookingCanceled,
  bookingConfirmed,
  bookingCreated,
  bookingRescheduled,
  bookingUpdated,
  cancelBooking,
  confirmBooking,
  createBooking,
  queryAvailability,
  rescheduleBooking,
} from '../src/index.js';
import { captureDeliveries, emulatorWebhookHandler, useEmulator } from '@frontdesk/test-support';
import { DEMO_SERVICE_IDS } from '@frontdesk/emulator';

describe('booking webhooks from the emulator', () => {
  const { owner, emulator, server } = useEmulator();

  it('every change is delivered as a signed webhook the typed events decode (rescheduled carries the previous dates)', async () => {
    const bodies = captureDeliveries({ emulator, server }, 'https://hooks.example/bookings', [
      bookingCreated.type,
      bookingConfirmed.type,
      bookingRescheduled.type,
      bookingCanceled.type,
      bookingUpdated.type,
    ]);
    const entries = (
      await queryAvailability(owner, {
        filter: { serviceId: DEMO_SERVICE_IDS.privateSession, startDate: '2026-03-02T00:00:00', endDate: '2026-03-03T00:00:00' },
      })
    ).availabilityEntries!;
    const { booking } = await createBooking(owner, { bookedEntity: { slot: entries[0]!.slot! } });
    await confirmBooking(owner, booking.id!, '1');
    await rescheduleBooking(owner, booking.id!, entries[1]!.slot!, { revision: '2' });
    await cancelBooking(owner, booking.id!, { revision: '3' });
    await emulator.webhooks.settled();

    const handler = await emulatorWebhookHandler(emulator);
    const seen: string[] = [];
    let rescheduled: { previousStartDate?: Date; previousEndDate?: Date; booking?: { startDate?: Date } } | undefined;
    handler.on(bookingCreated, (e) => void seen.push(`created:${e.entity.revision}`));
    handler.on(bookingUpdated, (e) => void seen.push(`updated:${e.entity.revision}`));
    handler.on(bookingConfirmed, (e) => void seen.push(`confirmed:${e.data.previousStatus}`));
    handler.on(bookingCanceled, (e) => void seen.push(`canceled:${e.data.booking?.status}`));
    handler.on(bookingRescheduled, (e) => {
      seen.push('rescheduled');
      rescheduled = e.data;
    });
    for (const body of bodies) await handler.process(body);
    expect(seen).toEqual(['created:1', 'confirmed:CREATED', 'updated:2', 'rescheduled', 'updated:3', 'canceled:CANCELED', 'updated:4']);
    expect(rescheduled?.previousStartDate).toEqual(new Date('2026-03-02T14:00:00.000Z'));
    expect(rescheduled?.previousEndDate).toEqual(new Date('2026-03-02T15:00:00.000Z'));
    expect(rescheduled?.booking?.startDate).toEqual(new Date('2026-03-02T15:15:00.000Z'));
  });
});
