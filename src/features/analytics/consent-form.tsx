import { useEffect, useRef, type FormEvent } from 'react';
import { Button } from '@/ui/button';
import { useConsent, type ConsentChoice } from './consent';
import styles from './consent-form.module.css';

/**
 * The form of the shopper's choice of what the store may measure, asked before any of it runs: until they choose,
 * nothing goes on the dataLayer and no tag is loaded. At the end of the page (it covers nothing a shopper
 * needs, and shifts nothing they are reading); the footer's Privacy choices opens it again, with the focus
 * on its title. The store works the same whatever is chosen.
 */
export default function ConsentForm({ choice, asking }: { choice: ConsentChoice | null; asking: boolean }) {
  const choose = useConsent((s) => s.choose);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (asking) title.current?.focus();
  }, [asking]);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    choose({ analytics: form.get('analytics') === 'on', ads: form.get('ads') === 'on' });
  };
  const all = (allowed: boolean): ConsentChoice => ({ analytics: allowed, ads: allowed });
  return (
    <section aria-labelledby="consent-title" className={styles.banner}>
      <h2 id="consent-title" ref={title} tabIndex={-1}>
        Your privacy choices
      </h2>
      <p>
        With your leave we count what is viewed, added to carts and bought, to make the store better, and which ads bring shoppers to us.
        Nothing is measured until you choose, and the store works the same whatever you choose.
      </p>
      <form onSubmit={save}>
        <label className={styles.choice}>
          <input type="checkbox" name="analytics" defaultChecked={choice?.analytics ?? false} /> Measure how the store is used
        </label>
        <label className={styles.choice}>
          <input type="checkbox" name="ads" defaultChecked={choice?.ads ?? false} /> Measure which ads bring shoppers
        </label>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            Save my choices
          </Button>
          <Button onClick={() => choose(all(true))}>Allow all</Button>
          <Button variant="secondary" onClick={() => choose(all(false))}>
            Refuse all
          </Button>
        </div>
      </form>
    </section>
  );
}
