import { useMutation, useQuery } from '@apollo/client/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/Button/Button.tsx';
import { Card } from '../../../components/ui/Card/Card.tsx';
import { AdminRevealCategoriesQuery } from '../graphql/revealCategories.ts';
import { AdminPresentCategoryMutation } from '../graphql/presentCategory.ts';
import { graphqlErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import * as styles from './RevealControl.css.ts';

const msg = defineMessages({
  failed: { id: 'admin.podiums.failed', defaultMessage: 'Failed to change the podium' },
  overall: { id: 'admin.podiums.overall', defaultMessage: 'Overall podium (peer vote)' },
  title: { id: 'admin.podiums.title', defaultMessage: 'Podiums' },
  subtitle: { id: 'admin.podiums.subtitle', defaultMessage: 'Present one podium at a time; each starts with nothing shown.' },
});

/**
 * The remote's prize categories: present the overall podium or a category's podium;
 * choosing one starts it from stage 0, and the steps above reveal its 3rd, 2nd and 1st place.
 * Nothing for a cohort without categories: the remote shows the overall podium's steps only.
 */
export function CategorySteps({ tag, disabled }: { tag: string; disabled: boolean }) {
  const intl = useIntl();
  const q = useQuery(AdminRevealCategoriesQuery, { variables: { cohortTag: tag }, fetchPolicy: 'network-only' });
  const [present, m] = useMutation(AdminPresentCategoryMutation);
  const categories = q.data?.prizeCategories ?? [];
  if (categories.length === 0) return null;
  const current = q.data?.presentation.category?.categoryId ?? null;
  const choose = async (categoryId: string | null) => {
    try {
      await present({ variables: { cohortTag: tag, categoryId } });
      await q.refetch();
    } catch (error) {
      toast({ title: intl.formatMessage(msg.failed), description: graphqlErrorMessage(error), variant: 'destructive' });
    }
  };
  const overall = intl.formatMessage(msg.overall);
  const options = [{ categoryId: null as string | null, name: overall }, ...categories];
  return (
    <Card title={intl.formatMessage(msg.title)} subtitle={intl.formatMessage(msg.subtitle)}>
      <p className={styles.status} role="status" data-testid="presented-podium">
        <FormattedMessage
          id="admin.podiums.presenting"
          defaultMessage="Presenting: {podium}"
          values={{ podium: options.find((o) => o.categoryId === current)?.name ?? overall }}
        />
      </p>
      <div className={styles.row}>
        {options.map((o) => (
          <Button
            key={o.categoryId ?? 'overall'}
            variant={o.categoryId === current ? 'primary' : 'secondary'}
            aria-pressed={o.categoryId === current}
            disabled={disabled || m.loading}
            onClick={() => void choose(o.categoryId)}
          >
            {o.name}
          </Button>
        ))}
      </div>
    </Card>
  );
}
