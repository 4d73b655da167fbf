/** The texts of the results page (docs/PRODUCT.md#results) the widget shows, in one place. */
export const TEXT = {
  title: 'Voting Results',
  titleFor: (name: string) => `Voting Results: ${name}`,
  loading: 'Loading results…',
  notFound: 'Cohort Not Found',
  notFoundText: 'Please check the URL and try again.',
  hidden: 'Results Not Yet Available',
  hiddenText: 'The final votes are being tallied. Please check back later!',
  empty: 'No votes yet',
  emptyText: 'Results will appear here once voting begins and teams submit their votes.',
  error: 'Failed to fetch results',
  errorText: 'The results could not be loaded. They will appear once the connection is back.',
  revealed: 'Results revealed',
} as const;
