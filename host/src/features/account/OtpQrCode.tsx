import { useEffect, useState } from 'react';

export interface OtpQrCodeProps {
  /** The `otpauth://` URI the authenticator app reads. */
  uri: string;
}

/**
 * The enrolment QR, drawn as SVG in the page. `qrcode` is imported on demand: only someone setting up
 * one-time codes downloads it, never the first page. The picture is decorative for assistive
 * technology (role img with a name that says so); the secret is printed as text beside it.
 */
export function OtpQrCode({ uri }: OtpQrCodeProps) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSvg(null);
    setFailed(false);
    import(/* webpackChunkName: "qrcode" */ 'qrcode')
      .then((qrcode) => qrcode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }))
      .then((drawn) => {
        if (current) setSvg(drawn);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [uri]);

  if (failed) return <p className="account-qr-failed">The QR code could not be drawn: type the key below into your app instead.</p>;
  if (svg === null) return <div className="account-qr account-qr-pending" aria-busy="true" aria-label="Drawing the QR code…" role="img" />;
  return (
    // The SVG is the library's own output for our URI (no outside text): its markup is safe to insert.
    <div className="account-qr" role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
