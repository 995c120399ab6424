import { usePageTracking } from '../hooks/use-page-tracking';

/** Sends each page view (usePageTracking); a component of its own so its code can load beside the shell. */
export default function PageTracker() {
  usePageTracking();
  return null;
}
