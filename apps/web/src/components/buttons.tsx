/** A form's submit button, with a small spinner while the form is being sent. */
export function SubmitButton({ busy, label, disabled }: { busy: boolean; label: string; disabled?: boolean }) {
  return (
    <button type="submit" className="btn btn-primary w-full" disabled={busy || disabled}>
      {busy && <span className="spinner spinner-sm" />}
      {label}
    </button>
  );
}

/** A row's delete button, named after what it deletes for screen readers. */
export function DeleteButton({ label, what, onClick }: { label: string; what: string; onClick(): void }) {
  return (
    <button type="button" className="btn btn-error btn-sm" aria-label={what} onClick={onClick}>
      {label}
    </button>
  );
}
