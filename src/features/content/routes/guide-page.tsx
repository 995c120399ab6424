import { Link, useLocation } from 'react-router';
import { NotFound } from '@/ui/not-found';
import { PageTitle } from '@/ui/page-title';
import styles from '../components/content.module.css';
import { GUIDES } from '../guides';

/** An editorial page: the investor's guide and its topics, the IRA service, shipping and insurance. */
export function Component() {
  const { pathname } = useLocation();
  const guide = GUIDES[pathname.replace(/^\/+|\/+$/g, '')];
  if (!guide) return <NotFound />;
  return (
    <article className={`page ${styles.prose}`}>
      <PageTitle title={guide.title} />
      <p className={styles.lead}>{guide.intro}</p>
      {guide.sections.map((s) => (
        <section key={s.heading} aria-labelledby={`h-${slug(s.heading)}`}>
          <h2 id={`h-${slug(s.heading)}`}>{s.heading}</h2>
          {s.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </section>
      ))}
      {guide.links?.length ? (
        <nav aria-label="Read on" className={styles.readOn}>
          <h2>Read on</h2>
          <ul>
            {guide.links.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-');
