import { AlertIcon } from './loginIcons';

/** The form-level failure (wrong credentials, locked out, server down), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className="login-alert" hidden={!message}>
      {message ? (
        <>
          <AlertIcon /> <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}
