import { hasSignedInCookie, SIGNED_IN_COOKIE } from './signed-in-cookie';
import { useSession } from './session-store';

const hinted = () => hasSignedInCookie(document.cookie);

describe('the signed-in hint the server reads', () => {
  it('is read only from its own name with the value 1', () => {
    expect(hasSignedInCookie('bold_signed_in=1')).toBe(true);
    expect(hasSignedInCookie('a=b; bold_signed_in=1; c=d')).toBe(true);
    expect(hasSignedInCookie('a=b;bold_signed_in = 1')).toBe(true);
    expect(hasSignedInCookie('bold_signed_in=0')).toBe(false);
    expect(hasSignedInCookie('bold_signed_in=')).toBe(false);
    expect(hasSignedInCookie('xbold_signed_in=1')).toBe(false);
    expect(hasSignedInCookie('bold_signed_in=11')).toBe(false);
    expect(hasSignedInCookie('')).toBe(false);
    expect(hasSignedInCookie(null)).toBe(false);
  });

  it('follows the session: set on sign-in, cleared on sign-out and logout, never set for a guest checkout', () => {
    useSession.getState().signOut();
    expect(hinted()).toBe(false);
    useSession.getState().signIn({ userId: 7, token: 't', firstName: 'Ada', isGuest: false });
    expect(hinted()).toBe(true);
    expect(document.cookie).not.toMatch(/Ada|\bt\b|7/);
    useSession.getState().signOut();
    expect(hinted()).toBe(false);
    useSession.getState().signIn({ userId: 8, token: 'g', firstName: 'Guest', isGuest: true });
    expect(hinted()).toBe(false);
    useSession.getState().signIn({ userId: 7, token: 't', firstName: 'Ada', isGuest: false });
    useSession.getState().logout();
    expect(hinted()).toBe(false);
    expect(SIGNED_IN_COOKIE).toBe('bold_signed_in');
  });
});
