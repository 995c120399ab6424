/** The header greeting truncates the first name to 8 characters plus an ellipsis. */
export const GREETING_MAX = 8;

export function truncateName(name: string, max = GREETING_MAX): string {
  const chars = [...name.trim()];
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : chars.join('');
}

/** "Hello, Guest!" for a visitor, else the (truncated) first name. */
export function greeting(firstName: string | null | undefined): string {
  const name = firstName?.trim();
  return name ? `Hello, ${truncateName(name)}!` : 'Hello, Guest!';
}
