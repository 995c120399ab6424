import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getAssessRiskMutationOptions } from '@generated/hooks/checkout/checkout';
import { withRiskScore } from '@/domain/checkout/risk';
import { updateCheckout, useCheckout, useSession } from '@/features/session';

/**
 * Takes the order's risk score for this visit and address once the payment step opens (AssessRisk), and
 * keeps it in the checkout state (a new address clears it, and it is taken again). Until it has come, or
 * if it cannot be had, every way to pay is offered: the server holds the rule by its own score.
 */
export function useRiskScore(): { checking: boolean } {
  const sessionId = useSession((s) => s.sessionId);
  const checkout = useCheckout();
  const shipping = checkout.shippingInfo;
  const billing = checkout.billingSameAsShipping ? null : checkout.billingInfo;
  const score = checkout.maxmindScore;
  const { mutate, isPending } = useMutation(
    getAssessRiskMutationOptions({
      mutation: { onSuccess: ({ data }) => updateCheckout((c) => withRiskScore(c, data.maxmindScore)) },
    }),
  );
  // Asked once for a visit and its addresses: a failed check is not repeated on every render.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (score !== null || !shipping) return;
    const key = JSON.stringify([sessionId, shipping, billing]);
    if (asked.current === key) return;
    asked.current = key;
    mutate({ data: { sessionId, shippingAddress: shipping, ...(billing ? { billingAddress: billing } : {}) } });
  }, [score, sessionId, shipping, billing, mutate]);
  return { checking: isPending };
}
