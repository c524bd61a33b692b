import { describe, expect, it } from 'vitest';
import { decodeWireValues, isWireShape, wire } from '../../src/index.js';
import { decodeResponseValues } from '../../src/wire/values.js';

const paths = (shape: { dates: string[][]; floats: string[][] }) => ({
  dates: shape.dates.map((path) => path.join('.')),
  floats: shape.floats.map((path) => path.join('.')),
});

// An entity nesting another, nested in turn by a response: under a field, every item of an array
// (no segment of its own) and every value of a map (`*`).
const GeocodeWire = wire(['resolvedDate'], ['latitude', 'longitude']);
const BookingWire = wire(['createdDate', 'startDate'], [], { 'contactDetails.geocode': GeocodeWire });
const ResponseWire = wire(['pagingMetadata.cursorDate'], ['total'], {
  booking: BookingWire,
  bookings: BookingWire,
  'byId.*': BookingWire,
  'extended.booking': BookingWire,
});

describe('wire shapes', () => {
  it('keeps the paths as given without nested shapes', () => {
    const shape = wire(['updatedDate', 'createdDate'], ['price.amount']);
    expect(isWireShape(shape)).toBe(true);
    expect(shape.dates).toEqual([['updatedDate'], ['createdDate']]);
    expect(shape.floats).toEqual([['price', 'amount']]);
    expect(wire(['createdDate']).floats).toEqual([]);
  });

  it('flattens nested shapes under their prefixes, nested in nested too, sorted', () => {
    expect(paths(BookingWire)).toEqual({
      dates: ['contactDetails.geocode.resolvedDate', 'createdDate', 'startDate'],
      floats: ['contactDetails.geocode.latitude', 'contactDetails.geocode.longitude'],
    });
    expect(paths(ResponseWire)).toEqual({
      dates: [
        'booking.contactDetails.geocode.resolvedDate',
        'booking.createdDate',
        'booking.startDate',
        'bookings.contactDetails.geocode.resolvedDate',
        'bookings.createdDate',
        'bookings.startDate',
        'byId.*.contactDetails.geocode.resolvedDate',
        'byId.*.createdDate',
        'byId.*.startDate',
        'extended.booking.contactDetails.geocode.resolvedDate',
        'extended.booking.createdDate',
        'extended.booking.startDate',
        'pagingMetadata.cursorDate',
      ],
      floats: [
        'booking.contactDetails.geocode.latitude',
        'booking.contactDetails.geocode.longitude',
        'bookings.contactDetails.geocode.latitude',
        'bookings.contactDetails.geocode.longitude',
        'byId.*.contactDetails.geocode.latitude',
        'byId.*.contactDetails.geocode.longitude',
        'extended.booking.contactDetails.geocode.latitude',
        'extended.booking.contactDetails.geocode.longitude',
        'total',
      ],
    });
  });

  it('lists a path once when a nested shape repeats one of the own paths', () => {
    const shape = wire(['booking.createdDate'], [], { booking: wire(['createdDate', 'updatedDate']) });
    expect(paths(shape).dates).toEqual(['booking.createdDate', 'booking.updatedDate']);
  });

  it('decodes through the composed shape as through the listed paths', () => {
    const body = () => ({
      pagingMetadata: { cursorDate: '2026-01-02T03:04:05.000Z' },
      total: '3',
      booking: { createdDate: '2026-01-01T00:00:00.000Z', contactDetails: { geocode: { latitude: '1.5', longitude: 'NaN' } } },
      bookings: [{ startDate: '2026-02-01T10:00:00.000Z' }, { contactDetails: { geocode: { resolvedDate: null, latitude: 2 } } }],
      byId: { a: { createdDate: '2026-03-01T00:00:00.000Z' }, b: { contactDetails: { geocode: { longitude: '-Infinity' } } } },
      extended: [{ booking: { startDate: '2026-04-01T00:00:00.000Z' } }],
    });
    const composed = body();
    expect(decodeResponseValues(composed, ResponseWire)).toBeUndefined();
    expect(composed).toEqual({
      pagingMetadata: { cursorDate: new Date('2026-01-02T03:04:05.000Z') },
      total: 3,
      booking: { createdDate: new Date('2026-01-01T00:00:00.000Z'), contactDetails: { geocode: { latitude: 1.5, longitude: Number.NaN } } },
      bookings: [{ startDate: new Date('2026-02-01T10:00:00.000Z') }, { contactDetails: { geocode: { latitude: 2 } } }],
      byId: {
        a: { createdDate: new Date('2026-03-01T00:00:00.000Z') },
        b: { contactDetails: { geocode: { longitude: Number.NEGATIVE_INFINITY } } },
      },
      extended: [{ booking: { startDate: new Date('2026-04-01T00:00:00.000Z') } }],
    });

    const { dates, floats } = paths(ResponseWire);
    const listed = body();
    expect(decodeResponseValues(listed, wire(dates, floats))).toBeUndefined();
    expect(listed).toEqual(composed);
    expect(decodeWireValues(body(), ResponseWire)).toEqual(composed);

    const invalid = body();
    invalid.bookings[1]!.contactDetails!.geocode.latitude = 'north' as never;
    expect(decodeResponseValues(invalid, ResponseWire)).toBe('"bookings[1].contactDetails.geocode.latitude" is not a number');
  });
});
