import { api } from './api.js';
import { StatusLine, useStatus } from './status-line.js';
import type { Collection, Entity } from './types.js';

/**
 * The owner actions the dashboard offers per collection (`POST /_emulator/dashboard/actions/...`).
 */
export const OWNER_ACTIONS: Partial<Record<Collection, { action: string; label: string }[]>> = {
  members: [
    { action: 'approve', label: 'Approve' },
    { action: 'block', label: 'Block' },
  ],
  bookings: [
    { action: 'confirm', label: 'Confirm' },
    { action: 'decline', label: 'Decline' },
    { action: 'cancel', label: 'Cancel' },
  ],
  orders: [
    { action: 'pause', label: 'Pause' },
    { action: 'resume', label: 'Resume' },
    { action: 'cancel', label: 'Cancel' },
  ],
};

/** Props of {@link EntityActions}. */
export interface EntityActionsProps {
  collection: Collection;
  id: string;
  /** Who the buttons act on, for their accessible names ("Confirm booking of Ada"). */
  subject: string;
  /** Called with the entity after a successful action. */
  onDone?: (item: Entity) => void;
}

/**
 * The owner action buttons of one entity (approve/block a member, confirm/decline/cancel a
 * booking, pause/resume/cancel an order), with the emulator's message when it refuses one.
 */
export function EntityActions({ collection, id, subject, onDone }: EntityActionsProps) {
  const { status, run } = useStatus();
  const actions = OWNER_ACTIONS[collection];
  if (!actions) return null;
  const act = (action: string, label: string) =>
    run(`${label}: done.`, async () => {
      const { item } = await api<{ item: Entity }>(`/_emulator/dashboard/actions/${collection}/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: {},
      });
      onDone?.(item);
    });
  return (
    <div>
      <div className="row">
        {actions.map(({ action, label }) => (
          <button key={action} type="button" aria-label={`${label} ${subject}`} onClick={() => void act(action, label)}>
            {label}
          </button>
        ))}
      </div>
      <StatusLine status={status} />
    </div>
  );
}
