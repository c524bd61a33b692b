import type { UseMutationResult } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import { setAttendance, type AttendanceInput, type SetAttendanceOptions } from '@frontdesk/bookings';
import type { CallResult, MutationBuilder } from '../build.js';
import { bookingMutation } from './write.js';
import { useFrontdeskMutation, type MutationHookOptions } from '../hooks.js';

/** The variables of {@link useSetAttendance}: the attendance to set and the call's options. */
export interface SetAttendanceVariables {
  attendance: AttendanceInput;
  options?: SetAttendanceOptions;
}

/**
 * `mutationOptions` builders for attendance writes (site owner). Setting attendance refetches the
 * scope's extended bookings and counts (their `withBookingAttendanceInfo` extra changes); open
 * spots do not change, so availability is left alone.
 *
 * @example
 * ```ts
 * const { mutate } = useMutation(attendanceMutations.set(client));
 * mutate({ attendance: { bookingId, status: 'ATTENDED' } });
 * ```
 */
export const attendanceMutations: {
  /** `setAttendance(attendance, options)` (site owner). */
  set: MutationBuilder<typeof setAttendance, SetAttendanceVariables>;
} = {
  set: /* @__PURE__ */ bookingMutation(
    setAttendance,
    ({ attendance, options }: SetAttendanceVariables) => [attendance, options] as const,
    ({ attendance }) => ({ bookingIds: [attendance.bookingId], availability: false }),
  ),
};

/**
 * Marks whether a booking's session was attended (`setAttendance`, site owner); the extended
 * bookings refetch so their `attendance` shows the new status.
 *
 * @example
 * ```tsx
 * const { mutate, isPending } = useSetAttendance();
 * mutate({ attendance: { bookingId: booking.id!, status: 'NOT_ATTENDED' } });
 * ```
 */
export function useSetAttendance(
  options?: MutationHookOptions<CallResult<typeof setAttendance>, SetAttendanceVariables>,
): UseMutationResult<CallResult<typeof setAttendance>, FrontdeskError, SetAttendanceVariables, unknown> {
  return useFrontdeskMutation(attendanceMutations.set, options);
}
