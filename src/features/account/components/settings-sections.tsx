import { useMutation } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { getMergeMyOrdersMutationOptions, getSplitMyOrdersMutationOptions } from '@generated/hooks/account/account';
import { getSendEmailVerificationLinkMutationOptions } from '@generated/hooks/authentication/authentication';
import { getConnectWithBoldMutationOptions, getUnsubscribeFromBoldMutationOptions } from '@generated/hooks/customer/customer';
import { isApiError } from '@/api';
import { describePreferences, NO_PREFERENCES, type Preferences } from '@/domain/account/preferences';
import { ALREADY_TEXT, SUBSCRIBED_TEXT } from '@/domain/newsletter';
import { PreferencesFields, readPreferences, usePreferencesStore } from '@/features/preferences';
import { useCustomerId, useSession } from '@/features/session';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { FormResult, saveResult, useFormSave } from '@/ui/form/form-result';
import styles from '../account.module.css';
import { useShownCustomerInfo } from '../shown-customer-info';

/** Order handling (SplitMyOrders, MergeMyOrders): only what changed is sent; each answer is said. */
export function OrderHandling() {
  const info = useShownCustomerInfo();
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const saved = { allowSplit: info?.allowSplit ?? true, allowCombineOrder: info?.allowCombineOrder ?? false };
  const [choice, setChoice] = useState(saved);
  const [seen, setSeen] = useState(saved);
  // The server's answer (on load or after a save) replaces the choice; what the customer ticks is kept.
  if (seen.allowSplit !== saved.allowSplit || seen.allowCombineOrder !== saved.allowCombineOrder) {
    setSeen(saved);
    setChoice(saved);
  }
  const split = useMutation(getSplitMyOrdersMutationOptions());
  const merge = useMutation(getMergeMyOrdersMutationOptions());
  // One save sends only what changed (one call or two); its result is the mutation's own state.
  const save = useMutation({
    mutationFn: async (wanted: typeof choice): Promise<string> => {
      const send = {
        allowSplit: (v: boolean) => split.mutateAsync({ params: { allowSplit: v } }),
        allowCombineOrder: (v: boolean) => merge.mutateAsync({ params: { allowCombineOrder: v } }),
      };
      const changed = (['allowSplit', 'allowCombineOrder'] as const).filter((k) => wanted[k] !== saved[k]);
      if (!changed.length) return 'Nothing has changed.';
      const results = await Promise.allSettled(changed.map((k) => send[k](wanted[k])));
      // What the server took is kept even when the other call failed.
      const took = { ...saved };
      changed.forEach((k, i) => {
        if (results[i]?.status === 'fulfilled') took[k] = wanted[k];
      });
      const now = useSession.getState().customerInfo;
      if (now) setCustomerInfo({ ...now, ...took });
      setSeen(took);
      if (results.some((r) => r.status === 'rejected')) {
        setChoice(took);
        throw new Error('not every change was saved');
      }
      return (
        results.flatMap((r) => (r.status === 'fulfilled' && r.value.message ? [r.value.message] : [])).join(' ') ||
        'Your order handling is saved.'
      );
    },
  });
  const result = saveResult(
    save,
    (said) => said,
    () => 'We could not save every change. What is ticked now is what we hold; try again.',
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(choice);
  };
  return (
    <form method="post" onSubmit={onSubmit} aria-labelledby="orders-title" className={styles.settingsForm}>
      <h2 id="orders-title">Order handling</h2>
      <div className={styles.choices}>
        <label>
          <input type="checkbox" checked={choice.allowSplit} onChange={(e) => setChoice({ ...choice, allowSplit: e.target.checked })} />{' '}
          Split my orders: ship what is in stock first, the rest when it arrives
        </label>
        <label>
          <input
            type="checkbox"
            checked={choice.allowCombineOrder}
            onChange={(e) => setChoice({ ...choice, allowCombineOrder: e.target.checked })}
          />{' '}
          Merge my orders: combine open orders into one shipment
        </label>
      </div>
      <Button type="submit" busy={result.busy}>
        Save order handling
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}

/** Preferences (UpdateCustomerProfile): the header's popup shows what is saved here, and the other way round. */
export function PreferencesSection() {
  const store = usePreferencesStore();
  // What is saved (the account's, or this browser's storage, which a server render has not got), and again
  // whenever the account's saved preferences change; what the customer ticks since is theirs until then.
  const stored = useSyncExternalStore(
    useSession.subscribe,
    () => JSON.stringify(readPreferences()),
    () => JSON.stringify(NO_PREFERENCES),
  );
  const [prefs, setPrefs] = useState<Preferences>(NO_PREFERENCES);
  const [seen, setSeen] = useState<string | null>(null);
  if (seen !== stored) {
    setSeen(stored);
    setPrefs(JSON.parse(stored) as Preferences);
  }
  const result = useFormSave();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void result.save(async () => {
      await store.save(prefs);
      return `Your preferences are saved: ${describePreferences(prefs)}`;
    }, 'We could not save your preferences. Your choices are kept; try again.');
  };
  return (
    <form method="post" onSubmit={(e) => void onSubmit(e)} aria-labelledby="prefs-title" className={styles.settingsForm}>
      <h2 id="prefs-title">Preferences</h2>
      <PreferencesFields value={prefs} onChange={setPrefs} idPrefix="settings" />
      <Button type="submit" busy={result.busy}>
        Save preferences
      </Button>
      <FormResult said={result.said} error={result.error} />
    </form>
  );
}

export const RECONNECT_FAILED_TEXT = 'We could not reconnect you just now. You are still unsubscribed; try again.';

/**
 * Email verification (sendEmailVerificationLink) and marketing email: UnsubscribeFromBold, confirmed
 * first, and once unsubscribed, ConnectWithBold to come back.
 */
export function EmailAndMail() {
  const info = useShownCustomerInfo();
  // While the page hydrates, the customer the server rendered it for: the section is in the server's HTML.
  const customerId = useCustomerId();
  const setCustomerInfo = useSession((s) => s.setCustomerInfo);
  const sendLink = useMutation(getSendEmailVerificationLinkMutationOptions());
  const unsubscribe = useMutation(
    getUnsubscribeFromBoldMutationOptions({
      mutation: {
        onSuccess: () => {
          const now = useSession.getState().customerInfo;
          if (now) setCustomerInfo({ ...now, isSubscribed: false });
        },
      },
    }),
  );
  // Back on the list (ConnectWithBold, the footer's way in, from the account): already connected is a
  // success too (the list had the email), and the account says subscribed either way.
  const markSubscribed = () => {
    const now = useSession.getState().customerInfo;
    if (now) setCustomerInfo({ ...now, isSubscribed: true });
  };
  const reconnect = useMutation(
    getConnectWithBoldMutationOptions({
      mutation: {
        onSuccess: markSubscribed,
        onError: (error) => {
          if (isApiError(error) && error.status < 500) markSubscribed();
        },
      },
    }),
  );
  if (!info || !customerId) return null;
  // The section says what the last of its actions did.
  const sent = saveResult(
    sendLink,
    (r) => r.message ?? `A verification link is on its way to ${info.emailId ?? 'you'}.`,
    () => 'We could not send the link. Try again in a moment.',
  );
  const left = saveResult(
    unsubscribe,
    (r) => r.message ?? 'You will no longer receive our newsletter.',
    () => 'We could not unsubscribe you. You are still subscribed; try again.',
  );
  const back = saveResult(
    reconnect,
    (r) => r.message ?? SUBSCRIBED_TEXT,
    (error) => (isApiError(error) && error.status < 500 ? ALREADY_TEXT : RECONNECT_FAILED_TEXT),
  );
  const result = [
    { at: sendLink.submittedAt, state: sent },
    { at: unsubscribe.submittedAt, state: left },
    { at: reconnect.submittedAt, state: back },
  ].reduce((last, next) => (next.at > last.at ? next : last)).state;
  return (
    <section aria-labelledby="mail-title" className={styles.settingsForm}>
      <h2 id="mail-title">Email</h2>
      <p className={styles.statusLine}>
        {info.emailId}: {info.isEmailVerified ? <strong>verified</strong> : <strong>not verified yet</strong>}
      </p>
      {info.isEmailVerified ? null : (
        <Button variant="secondary" busy={sent.busy} onClick={() => sendLink.mutate({ params: { emailId: info.emailId ?? '' } })}>
          Send the verification link
        </Button>
      )}
      <p className={styles.statusLine}>
        {info.isSubscribed
          ? 'You receive our newsletter with price news and offers.'
          : 'You do not receive our marketing email. Order and account emails always reach you.'}
      </p>
      {info.isSubscribed ? (
        <ConfirmDialog
          trigger={<Button variant="secondary">Unsubscribe from marketing email</Button>}
          title="Unsubscribe from our marketing email?"
          description="You will no longer get the newsletter, price news or offers. Order and account emails still reach you."
          confirm="Unsubscribe"
          cancel="Stay subscribed"
          onConfirm={() =>
            unsubscribe.mutateAsync({ params: { customerId } }).then(
              () => undefined,
              () => undefined,
            )
          }
        />
      ) : (
        <Button
          variant="secondary"
          busy={back.busy}
          onClick={() => reconnect.mutate({ params: { email: info.emailId ?? '', customerId } })}
        >
          Reconnect to our newsletter
        </Button>
      )}
      <FormResult said={result.said} error={result.error} />
    </section>
  );
}
