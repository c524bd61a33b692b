import { useId, type ReactNode } from 'react';

/**
 * A form control with its label (`<label for>`, so the control's accessible name is the label's
 * text alone). `children` renders the control with the id it must carry.
 */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <span className="field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </span>
  );
}
