/**
 * The client's allergies and sensitivities, first on their page: a note (not an alert, it is not
 * news) with a heading, a warning icon and a strong edge, in the theme's own text colour so it reads
 * in light and dark alike.
 */
export function AllergyNote({ allergies }: { allergies: string }) {
  return (
    <aside className="cl-allergy-note" role="note" aria-labelledby="client-allergies-heading">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div>
        <h2 id="client-allergies-heading">Allergies and sensitivities</h2>
        <p data-testid="client-allergies">{allergies}</p>
      </div>
    </aside>
  );
}
