import { skipToken } from '@tanstack/react-query';
import type { FrontdeskError } from '@frontdesk/core';
import { useService, useServices } from '@frontdesk/react/services';
import type { Service } from '@frontdesk/services';

/** What {@link useServiceBySlug} gives. */
export interface ServiceBySlug {
  /** The service: with its staff members' names once the detail has loaded. */
  service: Service | undefined;
  /** Still looking the service up. */
  isPending: boolean;
  /** Looked up, and there is no such (visible) service. */
  notFound: boolean;
  error: FrontdeskError | null;
  /** Retries after a failure. */
  retry: () => void;
  retrying: boolean;
  failureCount: number;
}

/**
 * A visible service by its slug (or id): `queryServices` finds it (a hidden service is simply not
 * there), then `getService` adds the staff members' names (`STAFF_MEMBER_DETAILS`).
 *
 * @example
 * ```tsx
 * const { service, isPending, notFound } = useServiceBySlug('private-yoga-session');
 * ```
 */
export function useServiceBySlug(slug: string): ServiceBySlug {
  const found = useServices({ filter: { hidden: false, $or: [{ 'mainSlug.name': slug }, { id: slug }] }, paging: { limit: 1 } });
  const listed = found.data?.items[0];
  const detail = useService(listed?.id ?? skipToken, { conditionalFields: ['STAFF_MEMBER_DETAILS'] });
  return {
    service: detail.data ?? listed,
    isPending: found.isPending,
    notFound: found.isSuccess && !listed,
    error: found.error,
    retry: () => void found.refetch(),
    retrying: found.isFetching,
    failureCount: found.failureCount,
  };
}
