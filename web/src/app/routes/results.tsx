import { useParams } from 'react-router-dom';
import { ResultsPage as Results } from '../../features/results/components/ResultsPage.tsx';

/** /results/:cohortTag — public once the instructor reveals the results (docs/PRODUCT.md#results). */
export function ResultsPage() {
  const tag = useParams().cohortTag ?? '';
  return <Results key={tag} tag={tag} />;
}

export { ResultsPage as Component };
