/** A message about a field that FormField does not wrap (a list row, an upload), announced when it appears. */
export function FieldError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="text-sm text-destructive" role="alert">
      {message}
    </p>
  );
}
