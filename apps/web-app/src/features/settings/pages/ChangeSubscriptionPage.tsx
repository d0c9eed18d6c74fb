import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BillingPeriodSchema, PLAN_IDS, type BillingPeriod, type PlanId } from '@deckmill/api-contracts';
import { ArrowLeft } from 'lucide-react';
import { Card, FormErrorBox, PageHeader, Spinner, SubmitButton, formatDate } from '@deckmill/ui';
import { BILLING_DATE } from '../subscription/components/format';
import { errorMessage, flashState } from '@deckmill/web-data';
import { paths } from '../../../config/paths';
import { useChangePlanMutation, useGetPlanChangeQuoteQuery } from '../subscription/api/subscriptionApi';
import { PaymentNotice } from '../subscription/components/PaymentNotice';
import { PeriodToggle } from '../subscription/components/PeriodToggle';
import { CONTACT_SALES_PATH } from '../subscription/components/planLinks';
import { QuoteSummary } from '../subscription/components/QuoteSummary';
import styles from '../subscription/components/Subscription.module.css';

function planFrom(value: string | null): PlanId {
  return PLAN_IDS.find((id) => id === value) ?? 'starter';
}

function periodFrom(value: string | null): BillingPeriod {
  const parsed = BillingPeriodSchema.safeParse(value);
  return parsed.success ? parsed.data : 'monthly';
}

/** /settings/subscription/new?plan=&period=: the chosen plan, the amount due now, and Confirm. */
export function ChangeSubscriptionPage() {
  const [params, setParams] = useSearchParams();
  const plan = planFrom(params.get('plan'));
  const period = periodFrom(params.get('period'));
  const navigate = useNavigate();
  const { data: quote, error, isFetching } = useGetPlanChangeQuoteQuery({ plan, period });
  const [changePlan, { isLoading: saving, error: saveError }] = useChangePlanMutation();

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = await changePlan({ plan, period });
    if (!('data' in result) || !result.data) return;
    const message =
      result.data.timing === 'now'
        ? 'Your plan was changed.'
        : `Your plan changes on ${formatDate(result.data.effective_at, BILLING_DATE)}.`;
    navigate(paths.subscription, { state: flashState('notice', message) });
  }

  const back = (
    <Link to={paths.subscription} className="dm-icon-text">
      <ArrowLeft aria-hidden="true" size={16} /> Back to subscription
    </Link>
  );
  return (
    <>
      <PageHeader title="Change Plan" />
      <div className={styles.stack}>
        {back}
        {plan !== 'free' && plan !== 'enterprise' && (
          <PeriodToggle period={period} onChange={(next) => setParams({ plan, period: next })} />
        )}
        {isFetching && !quote ? (
          <Spinner label="Working out the price..." />
        ) : error || !quote ? (
          <>
            <FormErrorBox message={errorMessage(error)} />
            {plan === 'enterprise' && <a href={CONTACT_SALES_PATH}>Contact sales</a>}
          </>
        ) : (
          <Card title={`${quote.plan.name} plan`}>
            <form onSubmit={confirm} className={styles.stack}>
              <ul className={styles.features}>
                {quote.plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <QuoteSummary quote={quote} />
              <PaymentNotice payment={quote.payment} />
              <FormErrorBox message={errorMessage(saveError)} />
              <div className={styles.actions}>
                <SubmitButton busy={saving} busyLabel="Saving..." disabled={isFetching}>
                  Confirm
                </SubmitButton>
              </div>
            </form>
          </Card>
        )}
      </div>
    </>
  );
}
