/** Placeholder until issue 6 builds this page. */
export function ResultsPage() {
  return <main />;
}

export { ResultsPage as Component };
