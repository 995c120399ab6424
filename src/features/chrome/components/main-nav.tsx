import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { megaMenus, topLinks, type MenuGroup, type MenuLink } from '@/domain/catalog/menu-tree';
import { useFollowLinks } from '@/ui/follow-links';
import { KeptPart } from '@/ui/kept-part';
import { WITH_SCRIPT, WITHOUT_SCRIPT } from '@/ui/script-running';
import styles from './nav.module.css';

interface Disclosure {
  id: string;
  label: string;
  href: string;
  groups: MenuGroup[];
}

/** Menus with panels: the six mega-menus, then the top links that have children. */
const DISCLOSURES: Disclosure[] = [
  ...megaMenus,
  ...topLinks
    .filter((t) => t.children)
    .map((t) => ({ id: t.id, label: t.label, href: t.href, groups: [{ id: `${t.id}-links`, label: t.label, links: t.children ?? [] }] })),
];
const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 250;

/** A group's links: plain links, which the panel's click handler follows in the store (useFollowLinks). */
function Links({ links }: { links: MenuLink[] }) {
  return (
    <ul className={styles.groupList}>
      {links.map((l) => (
        <li key={l.id}>
          <a className={styles.link} href={l.href}>
            {l.label}
            {l.badge ? <span className={styles.badge}>{l.badge}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktop navigation in the disclosure pattern (WAI-ARIA APG "disclosure navigation"): each menu is a
 * button with aria-expanded that shows a panel of links right after it in the tab order. Escape closes
 * the panel and returns focus to its button; leaving it with focus or a click outside closes it; the
 * mouse opens it on hover. No role=menu: these are site links. Until the script runs the page (off,
 * blocked, or on its way), a panel cannot open: each menu is then a link to its landing page.
 */
export function MainNav() {
  const [openId, setOpenId] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  // A route change (a link, or back and forward) closes any open panel.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpenId(null);
  }
  useEffect(() => {
    if (!openId) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpenId(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const later = (fn: () => void, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, ms);
  };
  const onKeyDown = (id: string) => (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || openId !== id) return;
    e.stopPropagation();
    setOpenId(null);
    document.getElementById(`nav-button-${id}`)?.focus();
  };
  const onBlur = (id: string) => (e: FocusEvent<HTMLLIElement>) => {
    if (openId === id && !e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
  };
  const follow = useFollowLinks();
  const current = topLinks.find((t) => !t.children && isCurrentPage(pathname, t.href))?.id ?? '';

  return (
    <nav ref={root} aria-label="Main" className={styles.root}>
      {/* The bar is the same on every page but for which top link is the current page, and a server's page
          has every panel closed: the server renders it once per current link (KeptPart), the panels inside
          once for all. Its links are plain links the list follows (useFollowLinks). */}
      <KeptPart as="ul" keep={`main-nav ${openId ?? ''} ${current}`} className={styles.list} onClick={follow}>
        {DISCLOSURES.slice(0, megaMenus.length).map((m) => (
          <DisclosureItem
            key={m.id}
            menu={m}
            open={openId === m.id}
            onToggle={() => setOpenId(openId === m.id ? null : m.id)}
            onHover={(on) => later(() => setOpenId(on ? m.id : null), on ? HOVER_OPEN_MS : HOVER_CLOSE_MS)}
            onKeyDown={onKeyDown(m.id)}
            onBlur={onBlur(m.id)}
            onNavigate={() => setOpenId(null)}
            follow={follow}
          />
        ))}
        {topLinks.map((t) => {
          const d = DISCLOSURES.find((x) => x.id === t.id && t.children);
          if (d)
            return (
              <DisclosureItem
                key={d.id}
                menu={d}
                open={openId === d.id}
                onToggle={() => setOpenId(openId === d.id ? null : d.id)}
                onHover={(on) => later(() => setOpenId(on ? d.id : null), on ? HOVER_OPEN_MS : HOVER_CLOSE_MS)}
                onKeyDown={onKeyDown(d.id)}
                onBlur={onBlur(d.id)}
                onNavigate={() => setOpenId(null)}
                follow={follow}
              />
            );
          return (
            <li key={t.id}>
              <a
                aria-current={t.id === current ? 'page' : undefined}
                className={t.highlight ? `${styles.top} ${styles.highlight}` : styles.top}
                href={t.href}
              >
                {t.label}
              </a>
            </li>
          );
        })}
      </KeptPart>
    </nav>
  );
}

interface ItemProps {
  menu: Disclosure;
  open: boolean;
  onToggle: () => void;
  onHover: (entering: boolean) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  onBlur: (e: FocusEvent<HTMLLIElement>) => void;
  onNavigate: () => void;
  /** Follows a click on one of the panel's links in the store (the bar's, which a part kept apart cannot ask the router for). */
  follow: (e: MouseEvent<HTMLElement>) => void;
}

function DisclosureItem({ menu, open, onToggle, onHover, onKeyDown, onBlur, onNavigate, follow }: ItemProps) {
  const panelId = `nav-panel-${menu.id}`;
  const single = menu.groups.length === 1 && menu.groups[0]?.label === menu.label;
  return (
    // The handlers only manage the panel (Escape, focus leaving, hover); the button inside is the control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(e) => e.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onHover(false)}
    >
      <Trigger menu={menu} open={open} panelId={panelId} onToggle={onToggle} />
      {/* Clicking a link (or Enter on it) closes the panel and opens its page in the store; the links themselves stay ordinary links. */}
      {/* The panel's links are the same on every page: the server renders them once (KeptPart). */}
      <KeptPart
        keep={panelId}
        id={panelId}
        hidden={!open}
        className={styles.panel}
        onClick={(e) => {
          if (!(e.target as HTMLElement).closest('a')) return;
          onNavigate();
          follow(e);
        }}
      >
        <div className={single ? undefined : styles.columns}>
          {menu.groups.map((group) => (
            <div key={group.id} className={styles.group}>
              {single ? null : <h2 className={styles.groupTitle}>{group.label}</h2>}
              <Links links={group.links} />
            </div>
          ))}
        </div>
        <p className={styles.all}>
          <a href={menu.href}>{single ? `${menu.label}: overview` : `Shop all ${menu.label}`}</a>
        </p>
      </KeptPart>
    </li>
  );
}

/**
 * The menu's control: the button that opens its panel once the script runs; before that (off, blocked, or on
 * its way) a link to its landing page. Both are in the page, one shown (script-running.ts).
 */
function Trigger({ menu, open, panelId, onToggle }: { menu: Disclosure; open: boolean; panelId: string; onToggle: () => void }) {
  const caret = (
    <span aria-hidden="true" className={styles.caret}>
      ▾
    </span>
  );
  return (
    <>
      {/* The caret too, so the bar does not move when the button takes the link's place. */}
      <a className={`${styles.top} ${WITHOUT_SCRIPT}`} href={menu.href}>
        {menu.label} {caret}
      </a>
      <button
        type="button"
        id={`nav-button-${menu.id}`}
        className={`${styles.trigger} ${WITH_SCRIPT}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        {menu.label} {caret}
      </button>
    </>
  );
}

/** Whether a top link is the page shown, as React Router's NavLink judges it: its path, or a page under it. */
function isCurrentPage(pathname: string, href: string): boolean {
  const path = pathname.toLowerCase();
  const to = href.toLowerCase();
  return path === to || (to !== '/' && path.startsWith(`${to}/`));
}
