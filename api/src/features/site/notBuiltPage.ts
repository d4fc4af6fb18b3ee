/** What a browser shows when one-URL mode starts before the apps were built. */
export function notBuiltPage(hostDir: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Nail Or Never Admin is not built yet</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
  <h1>The admin app is not built yet</h1>
  <p>The API is running, but there is no build of the admin in <code>${escapeHtml(hostDir)}</code>.</p>
  <p>Run <code>npm run build</code> in the project folder (or start with <code>npm start</code>, which builds first), then reload this page.</p>
</body>
</html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
