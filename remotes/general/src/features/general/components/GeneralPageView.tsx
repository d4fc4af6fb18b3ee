import type { GeneralPage } from '../generalPages';
import { SignedInAs } from './SignedInAs';

/** Placeholder content until each general page gets its own issue: a heading and who is signed in. */
export function GeneralPageView({ page }: { page: GeneralPage }) {
  return (
    <section aria-labelledby="general-page-title">
      <h1 id="general-page-title">{page.title}</h1>
      <SignedInAs />
    </section>
  );
}
