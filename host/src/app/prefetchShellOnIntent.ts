/**
 * Once the visitor starts typing on the sign-in page, asks the browser to fetch the signed-in
 * shell's files (listed by the build on the prerendered wrapper, `data-shell-files`) at idle
 * priority, so the dashboard opens from the cache after signing in. Not before: a visitor who only
 * looks at the page downloads nothing more than the page.
 */
export function prefetchShellOnIntent(container: Element): void {
  const files = container.getAttribute('data-shell-files')?.split(' ').filter(Boolean) ?? [];
  if (files.length === 0) return;
  const prefetch = () => {
    for (const href of files) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = href;
      document.head.append(link);
    }
  };
  // Typed into before this script arrived: the intent is already there.
  const typedEarly = [...container.querySelectorAll('input')].some((input) => input.value !== '');
  if (typedEarly) prefetch();
  else container.addEventListener('input', prefetch, { once: true });
}
