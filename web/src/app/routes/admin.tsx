/** Placeholder until issue 6 builds this page. */
export function AdminDashboardPage() {
  return <main />;
}

export { AdminDashboardPage as Component };
