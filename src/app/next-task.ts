/** Resolves in a task of its own: the browser can paint and answer input before the work after it. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
