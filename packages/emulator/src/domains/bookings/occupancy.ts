import { OCCUPYING } from './engine.js';
import { MINUTE } from '../../util/zoned-time.js';
import type { BookingRecord } from './types.js';

/*
 * The occupancy index of one availability request: built from one pass over the stored bookings,
 * then asked once per slot. Appointments are grouped by resource and sorted by start, keeping only
 * those that reach into the request's window, so a slot costs a binary search over the bookings of
 * its resource in the window, whatever the number of bookings stored outside it. Class and course
 * participants are summed per session id. The index is built per request from the current state,
 * so creates, cancels and reschedules are always seen.
 */

/**
 * The busy time of the bookings in a window, asked per slot.
 */
export interface Occupancy {
  /**
   * Whether `resourceId` has no occupying appointment overlapping `[start, end + buffer)` (each
   * booking also keeps its own buffer free). `[start, end + buffer)` must lie inside the window the
   * index was built for.
   */
  isFree(resourceId: string, start: number, end: number, buffer: number): boolean;
  /** The participants of the occupying bookings of a class session or course (`eventId`). */
  participants(eventId: string): number;
}

interface Lane {
  starts: number[];
  /** `maxEnds[i]`: the latest busy end (booking end + its buffer) among bookings `0..i` by start. */
  maxEnds: number[];
}

/**
 * Builds the occupancy index of `[window.from, window.to)` from the stored bookings, leaving out
 * those in `exclude` (e.g. the bookings being moved).
 */
export function buildOccupancy(
  records: readonly BookingRecord[],
  window: { from: number; to: number },
  exclude: ReadonlySet<string> = new Set(),
): Occupancy {
  const occupies = (r: BookingRecord) => OCCUPYING.has(r.booking.status) && !exclude.has(r.booking.id);
  // Each half is built on first use, so a class query never sorts appointments and the other way
  // round; the cheap checks (numbers, missing fields) come first, as most bookings fail them.
  let lanes: Map<string, Lane> | undefined;
  let participants: Map<string, number> | undefined;
  const laneOf = (resourceId: string): Lane | undefined => {
    if (!lanes) {
      const busy = new Map<string, Array<{ start: number; end: number }>>();
      for (const r of records) {
        if (r.serviceType !== 'APPOINTMENT' || r.resourceId === undefined) continue;
        const end = r.end + r.buffer * MINUTE;
        // Only bookings that reach into the window can overlap a slot asked about.
        if (r.start >= window.to || end <= window.from || !occupies(r)) continue;
        let list = busy.get(r.resourceId);
        if (!list) busy.set(r.resourceId, (list = []));
        list.push({ start: r.start, end });
      }
      lanes = new Map();
      for (const [id, list] of busy) {
        list.sort((a, b) => a.start - b.start);
        const maxEnds: number[] = [];
        let max = Number.NEGATIVE_INFINITY;
        for (const item of list) maxEnds.push((max = Math.max(max, item.end)));
        lanes.set(id, { starts: list.map((item) => item.start), maxEnds });
      }
    }
    return lanes.get(resourceId);
  };
  return {
    isFree(resourceId, start, end, buffer) {
      const until = end + buffer * MINUTE;
      if (start < window.from || until > window.to) {
        throw new Error(`occupancy asked outside its window: [${start}, ${until}) is not in [${window.from}, ${window.to})`);
      }
      const lane = laneOf(resourceId);
      if (!lane) return true;
      // The bookings that start before `until` are 0..n-1; one of them overlaps iff it ends after `start`.
      const n = countBelow(lane.starts, until);
      return n === 0 || lane.maxEnds[n - 1]! <= start;
    },
    participants(eventId) {
      if (!participants) {
        participants = new Map();
        for (const r of records) {
          if (r.eventId !== undefined && occupies(r)) participants.set(r.eventId, (participants.get(r.eventId) ?? 0) + r.participants);
        }
      }
      return participants.get(eventId) ?? 0;
    },
  };
}

/** How many of the ascending `values` are below `limit` (binary search). */
function countBelow(values: readonly number[], limit: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (values[mid]! < limit) low = mid + 1;
    else high = mid;
  }
  return low;
}
