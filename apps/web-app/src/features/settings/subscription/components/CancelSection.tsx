import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Card, ConfirmDialog, FormErrorBox, buttonClassName, formatDate } from '@deckmill/ui';
import { BILLING_DATE } from './format';
import { errorMessage, useFlash } from '@deckmill/web-data';
import type { SubscriptionPageData } from '@deckmill/api-contracts';
import { useCancelSubscriptionMutation } from '../api/subscriptionApi';
import { CONTACT_SALES_PATH, changePlanPath } from './planLinks';
import styles from './Subscription.module.css';

const CONFIRMATION =
  'Are you sure you want to cancel your subscription? You keep your plan until the end of the current period, ' +
  'then move to the Free plan.';

/**
 * Cancel, for every paid plan, Starter included (every paying customer may cancel: docs/decisions.md). Enterprise is cancelled through sales; a cancelled plan can be kept instead.
 */
export function CancelSection({ data }: { data: SubscriptionPageData }) {
  const [confirming, setConfirming] = useState(false);
  const [cancel, { isLoading, error }] = useCancelSubscriptionMutation();
  const { show } = useFlash();
  const tier = data.user.subscription_tier;
  if (tier === 'free') return null;

  async function confirmCancel() {
    const result = await cancel();
    setConfirming(false);
    if ('data' in result && result.data) {
      show(
        'notice',
        `Your subscription is cancelled. It ends on ${formatDate(result.data.effective_at, BILLING_DATE)}.`,
      );
    }
  }

  return (
    <Card title="Cancel subscription" className={styles.danger}>
      <FormErrorBox message={errorMessage(error)} />
      {tier === 'enterprise' ? (
        <p>
          Enterprise plans are managed by our sales team. <a href={CONTACT_SALES_PATH}>Contact sales</a> to
          change or cancel it.
        </p>
      ) : data.pending_change?.plan === 'free' ? (
        <>
          <p>
            Your subscription ends on {formatDate(data.pending_change.effective_at, BILLING_DATE)}. Changed
            your mind?
          </p>
          <div className={styles.actions}>
            <Link
              to={changePlanPath(tier, data.billing_period)}
              className={buttonClassName({ variant: 'secondary' })}
            >
              Keep my plan
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>
            Your plan stays active until the end of the current period
            {data.current_period_end ? ` (${formatDate(data.current_period_end, BILLING_DATE)})` : ''}, then
            you move to the Free plan. No refunds are made for partial periods.
          </p>
          <div className={styles.actions}>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              Cancel Subscription
            </Button>
          </div>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Cancel subscription"
        message={CONFIRMATION}
        confirmLabel="Cancel Subscription"
        busyLabel="Cancelling..."
        cancelLabel="Keep my plan"
        busy={isLoading}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
