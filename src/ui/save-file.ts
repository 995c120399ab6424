/**
 * Saves a file the API answered (a PDF fetched with the bearer token, so no token is ever in a URL) under
 * `name`, as the browser's download. Throws when the answer is not a file.
 */
export function saveFile(file: unknown, name: string): void {
  if (!(file instanceof Blob)) throw new Error('not a file');
  const url = URL.createObjectURL(file);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
