/** A form's outcome above it: an error is announced at once, a success politely. */
export function Notice({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p className="notice notice--error" role="alert">
        {error}
      </p>
    );
  }
  return success ? (
    <p className="notice notice--success" role="status">
      {success}
    </p>
  ) : null;
}
