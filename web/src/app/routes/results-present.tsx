import { useParams } from 'react-router-dom';
import { AppProviders } from '../provider.tsx';
import { PresenterPage } from '../../features/results/components/PresenterPage.tsx';

/** /results/:cohortTag/present — full screen for a projector: no header or footer, public like the results page. */
export function ResultsPresentPage() {
  const tag = useParams().cohortTag ?? '';
  return (
    <AppProviders>
      <PresenterPage key={tag} tag={tag} />
    </AppProviders>
  );
}

export { ResultsPresentPage as Component };
