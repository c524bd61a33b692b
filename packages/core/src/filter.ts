/**
 * The operators a field of a platform query filter accepts (platform-rules 1.6), for the packages'
 * typed filters: `{ createdDate: { $gte: new Date('2026-01-01') } }`. Which fields accept which
 * operators is the platform's; the packages' filter types list the fields.
 */
export interface FilterOperators<T> {
  $eq?: T | null;
  $ne?: T | null;
  $gt?: T;
  $gte?: T;
  $lt?: T;
  $lte?: T;
  $in?: T[];
  $nin?: T[];
  $exists?: boolean;
  /** Case-insensitive on the platform. */
  $startsWith?: string;
  $hasSome?: T[];
  $hasAll?: T[];
}
