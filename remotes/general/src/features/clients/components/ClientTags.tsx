import { Tag } from 'primereact/tag';

/** A client's tags as chips, or a dash. */
export function ClientTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return <span className="gen-muted">{'\u2014'}</span>;
  return (
    <ul className="cl-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Tag value={tag} severity="secondary" />
        </li>
      ))}
    </ul>
  );
}
