import './footer.css';

export function LayoutFooter() {
  return (
    <footer className="layout-footer">
      <span>Nail Or Never Admin</span>
      <span aria-hidden="true">·</span>
      <span>Salon back office</span>
    </footer>
  );
}
