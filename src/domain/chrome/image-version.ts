/**
 * "Image version cache key shifts by a five-and-a-half-hour offset with a 17:00-19:00 window and
 * 30-minute slots." Read as: the dealer refreshes product images each evening between 17:00 and 19:00
 * at UTC+5:30. The key names the day at that offset and, from 17:00, the 30-minute slot, so browsers
 * fetch new images at most every 30 minutes in the window and keep them cached the rest of the day.
 * Before 17:00 the slot is 0; after 19:00 it stays at the last slot (4) until the day changes.
 */
export const IMAGE_OFFSET_MINUTES = 5 * 60 + 30;
export const WINDOW_START_HOUR = 17;
export const WINDOW_END_HOUR = 19;
export const SLOT_MINUTES = 30;

/** The last minute's key: a listing asks once per picture, all at the same render time. */
let lastKey: { minute: number; key: string } | null = null;

export function imageVersionKey(now: Date): string {
  // The offset and the slots fall on whole minutes, so the key is the same for every instant of a minute.
  const minute = Math.floor(now.getTime() / 60_000);
  if (lastKey?.minute === minute) return lastKey.key;
  const key = keyAt(now);
  lastKey = { minute, key };
  return key;
}

function keyAt(now: Date): string {
  const shifted = new Date(now.getTime() + IMAGE_OFFSET_MINUTES * 60_000);
  const day = shifted.toISOString().slice(0, 10).replace(/-/g, '');
  const minutes = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const start = WINDOW_START_HOUR * 60;
  const end = WINDOW_END_HOUR * 60;
  const slots = (end - start) / SLOT_MINUTES;
  const slot = minutes < start ? 0 : minutes >= end ? slots : Math.floor((minutes - start) / SLOT_MINUTES) + 1;
  return `${day}-${slot}`;
}

/** An image URL with the version key, so a refreshed image is fetched again. */
export function versionedImage(src: string, now: Date): string {
  return `${src}${src.includes('?') ? '&' : '?'}v=${imageVersionKey(now)}`;
}
