import { useSearchParams } from 'react-router-dom';
import { VerifyPage as Verify } from '../../features/audit/components/VerifyPage.tsx';

/** /verify — check a saved chain head or a receipt code (docs/AUDIT.md#signed-chain-heads). */
export function VerifyPage() {
  const [params] = useSearchParams();
  const cohort = params.get('cohort') ?? '';
  return <Verify key={cohort} initialCohort={cohort} />;
}

export { VerifyPage as Component };
