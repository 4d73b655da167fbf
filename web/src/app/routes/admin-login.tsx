/** Placeholder until issue 6 builds this page. */
export function AdminLoginPage() {
  return <main />;
}

export { AdminLoginPage as Component };
