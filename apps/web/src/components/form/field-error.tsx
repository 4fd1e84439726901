/** The message under a field; rendered only when there is one. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-xs font-medium text-danger" data-testid="field-error">
      {message}
    </p>
  );
}
