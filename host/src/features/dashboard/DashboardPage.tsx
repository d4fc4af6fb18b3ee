// Placeholder until the shell feature lands.
export function DashboardPage() {
  return <h1>Dashboard</h1>;
}
