import { AppProviders } from '../provider.tsx';
import { TeamDialog } from '../../features/team/components/TeamDialog.tsx';

type Props = Parameters<typeof TeamDialog>[0];

/** The landing page's team dialog with the providers it needs (its own lazy chunk). */
export default function LandingTeamDialog(props: Props) {
  return (
    <AppProviders>
      <TeamDialog {...props} />
    </AppProviders>
  );
}
