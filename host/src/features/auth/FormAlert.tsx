/** The form-level failure (wrong credentials, locked out, server down), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="login-alert" hidden={!message}>
      {message ? (
        <>
          <i className="pi pi-exclamation-circle" aria-hidden="true" /> <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
