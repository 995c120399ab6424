import { createContext, useContext } from 'react';

/** Sets the HTTP status of the page being server-rendered. */
export type SetResponseStatus = (code: number) => void;

const ResponseStatusContext = createContext<SetResponseStatus | null>(null);
export const ResponseStatusProvider = ResponseStatusContext.Provider;

/**
 * Marks the page being server-rendered with `code` (the not-found page answers 404, so search engines and
 * link checkers see it); in the browser there is no response and nothing happens.
 */
export function useResponseStatus(code: number): void {
  const setStatus = useContext(ResponseStatusContext);
  setStatus?.(code);
}
