import { useState } from 'react';
import { Button } from 'primereact/button';

export interface TemporaryPasswordNoticeProps {
  name: string;
  password: string;
}

/**
 * The temporary password, shown this once (the server never gives it again): copy it, hand it over;
 * the person chooses their own at their first sign-in.
 */
export function TemporaryPasswordNotice({ name, password }: TemporaryPasswordNoticeProps) {
  const [copied, setCopied] = useState<'no' | 'yes' | 'failed'>('no');
  const copy = () => {
    navigator.clipboard.writeText(password).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );
  };
  return (
    <div className="team-password" role="status">
      <p>
        Give <strong>{name}</strong> this temporary password. It is shown only now; at their first sign-in they choose their own.
      </p>
      <div className="team-password-row">
        <label htmlFor="team-temporary-password">Temporary password</label>
        <input id="team-temporary-password" className="p-inputtext p-component team-password-value" readOnly value={password} onFocus={(event) => event.target.select()} />
        <Button type="button" label={copied === 'yes' ? 'Copied' : 'Copy'} icon={copied === 'yes' ? 'pi pi-check' : 'pi pi-copy'} outlined onClick={copy} />
      </div>
      {copied === 'failed' ? <p className="p-error">The browser did not allow copying: select the password and copy it by hand.</p> : null}
    </div>
  );
}
