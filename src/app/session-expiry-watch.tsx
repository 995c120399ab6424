import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchSessionExpiry } from './session-expiry';

/** An expired session ends as logging out does: the customer's cached data is forgotten too. */
export function SessionExpiryWatch({ navigate }: { navigate: (to: string) => void }) {
  const queryClient = useQueryClient();
  useEffect(() => watchSessionExpiry(navigate, { forget: () => queryClient.clear() }), [navigate, queryClient]);
  return null;
}
