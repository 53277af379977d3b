/** A length as a phone's player shows it: '0:07', '1:42', '2:00' (whole seconds, rounded down). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whether `url` is this page's own copy of a file (a photo or note still on its way), not the server's. */
export function isLocalUrl(url: string): boolean {
  return url.startsWith('blob:') || url.startsWith('data:');
}

/** A photo's variant: the small one for the thread, the large one full screen (the server's own copy only). */
export function photoUrl(url: string, size: 'small' | 'large'): string {
  if (size === 'large' || isLocalUrl(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}size=small`;
}
