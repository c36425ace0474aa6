/** While a form uploads and saves, the spec shows a spinner in place of its button. */
export function SubmitOrSpinner({ busy, label }: { busy: boolean; label: string }) {
  if (busy) return <span role="status" aria-label="Saving" className="spinner spinner-lg mx-auto text-primary" />;
  return (
    <button type="submit" className="btn btn-primary mt-2">
      {label}
    </button>
  );
}
