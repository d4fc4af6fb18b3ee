/**
 * A client's tags as chips, or a dash. Drawn here, not PrimeReact's `Tag`: its "secondary" colours
 * fail contrast in the light themes (axe), and a tag is a label, not a status needing a colour.
 */
export function ClientTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span className="gen-muted">{'\u2014'}</span>;
  return (
    <ul className="cl-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="cl-tag-chip cl-tag-label">
          {tag}
        </li>
      ))}
    </ul>
  );
}
