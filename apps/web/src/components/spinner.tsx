export function Spinner() {
  return (
    <div className="flex justify-center py-16" role="status" aria-label="Loading">
      <span className="spinner spinner-lg text-primary" />
    </div>
  );
}
