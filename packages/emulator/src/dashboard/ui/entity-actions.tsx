import { useId, useState } from 'react';
import { api } from './api.js';
import { ConfirmButton } from './confirm-button.js';
import { StatusLine, useStatus } from './status-line.js';
import type { ActionAvailability, Collection, DataDetail } from './types.js';

/** How the page offers one owner action: its label, and for an irreversible one what to ask first. */
interface ActionText {
  label: string;
  /** The question of an irreversible action (`<subject>` is replaced by who it acts on). */
  ask?: string;
  confirm?: string;
  keep?: string;
}

/**
 * The owner actions of each collection as the page offers them (`POST /_emulator/dashboard/actions/...`);
 * the ones that cannot be undone ask first.
 */
export const ACTION_TEXT: Partial<Record<Collection, Record<string, ActionText>>> = {
  members: {
    approve: { label: 'Approve' },
    block: {
      label: 'Block',
      ask: 'Block <subject>? They are signed out at once and cannot sign in until approved again.',
      confirm: 'Yes, block',
      keep: 'Keep them',
    },
    disconnect: {
      label: 'Disconnect',
      ask: 'Disconnect <subject> for good? An OFFLINE member can never sign in again.',
      confirm: 'Yes, disconnect',
      keep: 'Keep them',
    },
  },
  bookings: {
    confirm: { label: 'Confirm' },
    decline: { label: 'Decline', ask: 'Decline the <subject>? This cannot be undone.', confirm: 'Yes, decline', keep: 'Keep the booking' },
    cancel: {
      label: 'Cancel',
      ask: 'Cancel the <subject>? This cannot be undone.',
      confirm: 'Yes, cancel the booking',
      keep: 'Keep the booking',
    },
  },
  orders: {
    pause: { label: 'Pause' },
    resume: { label: 'Resume' },
    markAsPaid: { label: 'Mark as paid' },
    cancel: {
      label: 'Cancel',
      ask: 'Cancel the <subject> now? It ends at once and cannot be resumed.',
      confirm: 'Yes, cancel the order',
      keep: 'Keep the order',
    },
  },
};

/** Props of {@link EntityActions}. */
export interface EntityActionsProps {
  collection: Collection;
  id: string;
  /** Who the buttons act on, for their accessible names ("Confirm booking of Ada"). */
  subject: string;
  /** What the entity allows now (the detail's `actions`). */
  actions: readonly ActionAvailability[];
  /** Called with the entity's detail after a successful action. */
  onDone?: (detail: DataDetail) => void;
}

/**
 * The owner actions an entity allows now, as buttons (an irreversible one asks first), and the
 * ones it does not, with the platform's reason. A booking's actions can email its customer.
 */
export function EntityActions({ collection, id, subject, actions, onDone }: EntityActionsProps) {
  const { status, run } = useStatus();
  const [notify, setNotify] = useState(true);
  const notifyId = useId();
  const texts = ACTION_TEXT[collection];
  if (!texts || actions.length === 0) return null;
  const act = (action: string, label: string) =>
    run(`${label}: done.`, async () => {
      const detail = await api<DataDetail>(`/_emulator/dashboard/actions/${collection}/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body: collection === 'bookings' ? { notify } : {},
      });
      onDone?.(detail);
    });
  const allowed = actions.filter((action) => action.allowed && texts[action.action]);
  const refused = actions.filter((action) => !action.allowed && texts[action.action]);
  return (
    <div className="actions">
      <div className="row">
        {allowed.map(({ action }) => {
          const text = texts[action]!;
          const name = `${text.label} ${subject}`;
          return text.ask ? (
            <ConfirmButton
              key={action}
              label={text.label}
              name={name}
              question={text.ask.replace('<subject>', subject)}
              confirm={text.confirm ?? `Yes, ${text.label.toLowerCase()}`}
              keep={text.keep ?? 'Keep it'}
              onConfirm={() => void act(action, text.label)}
            />
          ) : (
            <button key={action} type="button" aria-label={name} onClick={() => void act(action, text.label)}>
              {text.label}
            </button>
          );
        })}
        {allowed.length === 0 ? <span className="note">No owner action fits its state.</span> : null}
        {collection === 'bookings' && allowed.length > 0 ? (
          <span className="field">
            <input id={notifyId} type="checkbox" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
            <label htmlFor={notifyId}>Email the customer</label>
          </span>
        ) : null}
      </div>
      {refused.length > 0 ? (
        <ul className="note unavailable" aria-label="Not possible now">
          {refused.map(({ action, reason }) => (
            <li key={action}>
              {texts[action]!.label}: {reason}
            </li>
          ))}
        </ul>
      ) : null}
      <StatusLine status={status} />
    </div>
  );
}
