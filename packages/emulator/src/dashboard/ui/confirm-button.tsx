import { useState } from 'react';

/** Props of {@link ConfirmButton}. */
export interface ConfirmButtonProps {
  /** The button's text (`Cancel`). */
  label: string;
  /** Its accessible name (`Cancel order Annual Membership`). */
  name?: string;
  /** What the confirmation says (`The order ends now: this cannot be undone.`). */
  question: string;
  /** The confirming button's text (`Yes, cancel the order`). */
  confirm: string;
  /** The way back's text (`Keep the order`). */
  keep: string;
  onConfirm: () => void;
  disabled?: boolean;
}

/**
 * A button for an irreversible action: the first click asks (the consequence, "Yes, …" and
 * "Keep …"), the second does it.
 */
export function ConfirmButton({ label, name, question, confirm, keep, onConfirm, disabled }: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" aria-label={name} disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  }
  return (
    <fieldset className="confirm" aria-label={`Confirm: ${name ?? label}`}>
      <legend>{question}</legend>
      <button
        type="button"
        className="danger"
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        {confirm}
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        {keep}
      </button>
    </fieldset>
  );
}
