/** "30 secondes", "1 minute", "15 minutes", "2 heures": a wait, rounded up, in French (the API's and the host's 429s). */
export function frenchWait(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000));
  if (s < 60) return `${s} seconde${s > 1 ? 's' : ''}`;
  const min = Math.ceil(s / 60);
  if (min < 60) return `${min} minute${min > 1 ? 's' : ''}`;
  const h = Math.ceil(min / 60);
  return `${h} heure${h > 1 ? 's' : ''}`;
}
