import { useParams } from 'react-router-dom';
import { ShowcasePage as Showcase } from '../../features/showcase/components/ShowcasePage.tsx';

/** /showcase/:cohortTag — the cohort's submissions and voting (docs/PRODUCT.md#showcase). */
export function ShowcasePage() {
  const tag = useParams().cohortTag ?? '';
  // A new tag is a new page: fresh choices, fresh queries.
  return <Showcase key={tag} tag={tag} />;
}

export { ShowcasePage as Component };
