import { Link } from '@nail-or-never/shared/router';
import { paths } from '../paths';

export function NotFoundPage() {
  return (
    <section>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address. <Link to={paths.dashboard.getHref()}>Go to the dashboard</Link>.
      </p>
    </section>
  );
}
