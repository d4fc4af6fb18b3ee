/** A field's message; the input points at it with aria-describedby so it is read with the field. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <small id={id} className="p-error login-field-error">
      {message}
    </small>
  );
}

export function describedBy(id: string, message: string | undefined): { 'aria-invalid': boolean; 'aria-describedby'?: string } {
  return message ? { 'aria-invalid': true, 'aria-describedby': id } : { 'aria-invalid': false };
}
