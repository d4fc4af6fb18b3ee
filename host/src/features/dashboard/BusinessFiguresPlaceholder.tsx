/**
 * What stands in for the business figures while their code or data is on its way: the card's frame
 * at the card's usual height, so its arrival does not push the rest of the dashboard down (a layout
 * shift Lighthouse measured at 0.29).
 */
export function BusinessFiguresPlaceholder() {
  return (
    <section className="dashboard-card dashboard-business" aria-labelledby="dashboard-business-title" aria-busy="true">
      <h2 id="dashboard-business-title">The salon today</h2>
      <p className="dashboard-loading">Loading business figures…</p>
    </section>
  );
}
