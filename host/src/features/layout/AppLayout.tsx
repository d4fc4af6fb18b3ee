import { Outlet } from 'react-router-dom';

// Placeholder until the shell feature lands (sidebar, top bar, footer, settings, spinner).
export function AppLayout() {
  return (
    <div className="layout-wrapper">
      <header className="layout-topbar">Nail Or Never Admin</header>
      <main className="layout-main">
        <Outlet />
      </main>
    </div>
  );
}
