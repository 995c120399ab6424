/**
 * What a page shows only while the store's script is not running it (off, blocked, or still on its way),
 * and what only once it is. The script marks `<html>` as it takes the page over ({@link markScriptRunning})
 * and global.css hides one or the other: the server's HTML and the browser's first render stay the same,
 * and nothing renders again when the script arrives (a render after hydration made the phone's main
 * thread block for twice as long on home and a category).
 */
export const WITHOUT_SCRIPT = 'without-script';
/** Unseen (and out of the tab order and the accessibility tree) once the script runs, but keeping its place. */
export const WITHOUT_SCRIPT_IN_PLACE = 'without-script-in-place';
export const WITH_SCRIPT = 'with-script';
/** Unseen until the script runs, keeping its place so that nothing moves when it appears. */
export const WITH_SCRIPT_IN_PLACE = 'with-script-in-place';

/** Called by the browser's entry once React has the page's events: from then on the script's controls answer. */
export function markScriptRunning(root: HTMLElement = document.documentElement): void {
  root.dataset.script = 'running';
}
