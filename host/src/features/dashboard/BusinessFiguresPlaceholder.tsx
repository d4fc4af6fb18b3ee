/**
 * What stands in for the business figures while their code or data is on its way: the card's frame
 * at the card's usual height, so its arrival does not push the rest of the dashboard down (a layout
 * shift Lighthouse measured at 0.29), with the card's real headings. They need no data, so they
 * show at once: a person reads what is coming, and the largest text of a phone's first screen
 * (Lighthouse's LCP element is the first `h3`) is painted with the page, not after the API answers.
 */
export function BusinessFiguresPlaceholder() {
  return (
    <section className="dashboard-card dashboard-business" aria-labelledby="dashboard-business-title" aria-busy="true">
      <h2 id="dashboard-business-title">The salon today</h2>
      <p className="dashboard-loading">Loading business figures…</p>
      <h3>Today&rsquo;s bookings by status</h3>
      <h3>Next appointments</h3>
    </section>
  );
}
