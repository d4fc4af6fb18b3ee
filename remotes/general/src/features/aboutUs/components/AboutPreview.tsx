import type { AboutPage } from '@nail-or-never/shared/schemas';

/**
 * The page as a visitor sees it: the saved title, hero picture and text. The HTML is what the server
 * kept after sanitising it with its allow-list (no scripts, handlers, styles or javascript: links),
 * so it is shown as it is.
 */
export function AboutPreview({ page }: { page: AboutPage }) {
  const hero = page.images.find((image) => image.id === page.heroImageId) ?? null;
  const others = page.images.filter((image) => image.id !== page.heroImageId);
  return (
    <article className="gen-about-preview" aria-labelledby="about-preview-title">
      {hero ? <img className="gen-about-hero" src={hero.image.url} alt={hero.altText} /> : null}
      <h2 id="about-preview-title">{page.title}</h2>
      {/* Sanitised by the API's allow-list before it was stored: see docs/general-api.md. */}
      <div className="gen-about-body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      {others.length > 0 ? (
        <div className="gen-about-gallery">
          {others.map((image) => (
            <img key={image.id} src={image.image.thumbnailUrl} alt={image.altText} loading="lazy" />
          ))}
        </div>
      ) : null}
    </article>
  );
}
