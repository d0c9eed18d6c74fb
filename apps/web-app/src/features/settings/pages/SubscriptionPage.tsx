import { FormErrorBox, PageHeader, PageSkeleton } from '@deckmill/ui';
import { errorMessage } from '@deckmill/web-data';
import { useGetSubscriptionQuery } from '../subscription/api/subscriptionApi';
import { CancelSection } from '../subscription/components/CancelSection';
import { CurrentPlanCard } from '../subscription/components/CurrentPlanCard';
import { PaymentNotice } from '../subscription/components/PaymentNotice';
import { PendingChangeNotice } from '../subscription/components/PendingChangeNotice';
import { PlanList } from '../subscription/components/PlanList';
import { SubscriptionHistory } from '../subscription/components/SubscriptionHistory';
import styles from '../subscription/components/Subscription.module.css';

/** /settings/subscription: current plan, usage, plans to move to, pending change, cancel and history. */
export function SubscriptionPage() {
  const { data, error, isLoading } = useGetSubscriptionQuery();
  return (
    <>
      <PageHeader title="Subscription" />
      {isLoading ? (
        <PageSkeleton label="Loading subscription..." variant="cards" header={false} />
      ) : !data ? (
        <FormErrorBox message={errorMessage(error)} />
      ) : (
        <div className={styles.stack}>
          <CurrentPlanCard data={data} />
          <PendingChangeNotice data={data} />
          <PaymentNotice payment={data.payment} />
          <PlanList data={data} />
          <CancelSection data={data} />
          {data.history.length > 0 && <SubscriptionHistory data={data} />}
        </div>
      )}
    </>
  );
}
