import { describe, expect, it } from 'vitest';
import { isValidationError, type ValidationError } from '@frontdesk/core';
import { searchServices } from '../src/index.js';
import { useEmulator } from '@frontdesk/test-support';

const { visitor, recordRequests } = useEmulator();

const byName = (results: Array<{ value?: string; count?: number }> | undefined) =>
  Object.fromEntries((results ?? []).map((r) => [r.value, r.count]));

describe('searchServices', () => {
  it('searches by name (OR / AND), filters and pages with cursors', async () => {
    expect((await searchServices(visitor(), { search: { expression: 'yoga flow' } })).items.map((s) => s.name)).toEqual([
      'Private Yoga Session',
      'Vinyasa Flow',
    ]);
    expect((await searchServices(visitor(), { search: { expression: 'yoga flow', mode: 'AND' } })).items).toEqual([]);
    const client = visitor();
    await searchServices(client, {});
    const seen = recordRequests();
    const page = await searchServices(client, {
      filter: { hidden: false },
      sort: [{ fieldName: 'name', order: 'DESC' }],
      cursorPaging: { limit: 3 },
    });
    expect(page.items.map((s) => s.name)).toEqual(['Vinyasa Flow', 'Private Yoga Session', 'Mindfulness Course']);
    expect(page.items[0]?.createdDate).toBeInstanceOf(Date);
    const next = await page.next();
    expect(next.items.map((s) => s.name)).toEqual(['Intro Consultation']);
    expect(next.hasNext()).toBe(false);
    expect(seen).toEqual(['POST /_api/bookings/v2/services/search', 'POST /_api/bookings/v2/services/search']);
  });

  it('computes VALUE, RANGE, SCALAR and DATE_HISTOGRAM aggregations over every match', async () => {
    const page = await searchServices(visitor(), {
      cursorPaging: { limit: 1 },
      aggregations: [
        { name: 'types', type: 'VALUE', fieldPath: 'type', value: { sortType: 'VALUE', sortDirection: 'ASC' } },
        { name: 'categories', type: 'VALUE', fieldPath: 'category.name', value: { limit: 1 } },
        {
          name: 'capacity',
          type: 'RANGE',
          fieldPath: 'defaultCapacity',
          range: { buckets: [{ to: 2 }, { from: 2, to: 11 }, { from: 11 }] },
        },
        { name: 'distinctRates', type: 'SCALAR', fieldPath: 'payment.rateType', scalar: { type: 'COUNT_DISTINCT' } },
        { name: 'maxCapacity', type: 'SCALAR', fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } },
        { name: 'firstSessions', type: 'DATE_HISTOGRAM', fieldPath: 'schedule.firstSessionStart', dateHistogram: { interval: 'MONTH' } },
      ],
    });
    expect(page.items).toHaveLength(1);
    const results = page.response.aggregationData?.results ?? [];
    expect(results.map((r) => [r.name, r.type])).toEqual([
      ['types', 'VALUE'],
      ['categories', 'VALUE'],
      ['capacity', 'RANGE'],
      ['distinctRates', 'SCALAR'],
      ['maxCapacity', 'SCALAR'],
      ['firstSessions', 'DATE_HISTOGRAM'],
    ]);
    expect(results[0]!.values?.results).toEqual([
      { value: 'APPOINTMENT', count: 2 },
      { value: 'CLASS', count: 1 },
      { value: 'COURSE', count: 1 },
    ]);
    expect(results[1]!.values?.results).toEqual([{ value: 'Private sessions', count: 2 }]);
    expect(results[2]!.ranges?.results).toEqual([
      { to: 2, count: 2 },
      { from: 2, to: 11, count: 1 },
      { from: 11, count: 1 },
    ]);
    expect(results[3]!.scalar).toEqual({ type: 'COUNT_DISTINCT', value: 2 });
    expect(results[4]!.scalar).toEqual({ type: 'MAX', value: 12 });
    expect(byName(results[5]!.dateHistogram?.results)).toEqual({ '2026-01-01T00:00:00.000Z': 1, '2026-03-01T00:00:00.000Z': 1 });
  });

  it('includes missing values in a named bucket when asked', async () => {
    const page = await searchServices(visitor(), {
      aggregations: [
        {
          name: 'courseEnd',
          type: 'VALUE',
          fieldPath: 'schedule.lastSessionEnd',
          value: { missingValues: 'INCLUDE', includeOptions: { addToBucket: 'none' } },
        },
      ],
    });
    expect(byName(page.response.aggregationData?.results?.[0]?.values?.results)).toEqual({ none: 3, '2026-04-09T00:30:00.000Z': 1 });
  });

  it('computes NESTED aggregations: one result per combination of buckets', async () => {
    const page = await searchServices(visitor(), {
      aggregations: [
        {
          name: 'typeByRate',
          type: 'NESTED',
          nested: {
            nestedAggregations: [
              { name: 'type', type: 'VALUE', fieldPath: 'type' },
              { name: 'rate', type: 'VALUE', fieldPath: 'payment.rateType' },
              { name: 'maxCapacity', type: 'SCALAR', fieldPath: 'defaultCapacity', scalar: { type: 'MAX' } },
            ],
          },
        },
      ],
    });
    const rows = page.response.aggregationData?.results?.[0]?.nested?.results ?? [];
    expect(
      rows.map((row) => [
        row.results?.type?.value?.value,
        row.results?.rate?.value?.value,
        row.results?.rate?.value?.count,
        row.results?.maxCapacity?.scalar?.value,
      ]),
    ).toEqual([
      ['APPOINTMENT', 'FIXED', 1, 1],
      ['APPOINTMENT', 'NO_FEE', 1, 1],
      ['CLASS', 'FIXED', 1, 10],
      ['COURSE', 'FIXED', 1, 12],
    ]);
  });

  it('refuses invalid aggregations', async () => {
    const duplicate = await searchServices(visitor(), {
      aggregations: [
        { name: 'a', type: 'VALUE', fieldPath: 'type' },
        { name: 'a', type: 'VALUE', fieldPath: 'name' },
      ],
    }).catch((e: unknown) => e as ValidationError);
    expect(isValidationError(duplicate)).toBe(true);
    const shallow = await searchServices(visitor(), {
      aggregations: [{ name: 'n', type: 'NESTED', nested: { nestedAggregations: [{ type: 'VALUE', fieldPath: 'type' }] } }],
    }).catch((e: unknown) => e);
    expect(isValidationError(shallow)).toBe(true);
  });
});
