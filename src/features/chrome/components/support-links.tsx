import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY, SUPPORT_PHONE_TEL } from '@/domain/store-info';

/** Support by phone and e-mail: the desktop header's top right, and the phone's side menu. */
export function SupportLinks({ className }: { className: string | undefined }) {
  return (
    <ul className={className} aria-label="Customer support">
      <li>
        <a href={`tel:${SUPPORT_PHONE_TEL}`}>Call {SUPPORT_PHONE_DISPLAY}</a>
      </li>
      <li>
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </li>
    </ul>
  );
}
