/** Placeholder until issue 6 builds this page. */
export function ShowcasePage() {
  return <main />;
}

export { ShowcasePage as Component };
