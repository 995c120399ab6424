import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../session-store';

/** Spec 4 logout: clear preferences and session, forget cached customer data, then go to /signin. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    useSession.getState().logout();
    queryClient.clear();
    navigate('/signin');
  };
}
